import {
  EligibilityInputSchema,
  EligibilityResultSchema,
  StatesSchema,
} from '@cleardocket/domain/court-records/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import type { Config } from '../../env';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { caseRoutes } from './case-routes';
import { courtDeps } from './deps';
import { documentRoutes } from './document-routes';
import { eligibilityStates, runCheck } from './eligibility';
import { referralRoutes } from './referral-routes';
import { registerOrderParser } from './uploads';

/** The anonymous pre-check on the public page: a few an hour per address. */
const PUBLIC_CHECK_LIMIT = { max: 30, timeWindow: 60 * 60_000 };

/** The eligibility pre-check on the public page (no session: it stores nothing). */
export const publicCourtRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['court-records'];
  fastify.get('/court-records/states', { schema: { tags, response: { 200: StatesSchema, ...ERROR_RESPONSES } } }, () =>
    eligibilityStates(),
  );
  fastify.post(
    '/court-records/public-check',
    {
      schema: { tags, body: EligibilityInputSchema, response: { 200: EligibilityResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: PUBLIC_CHECK_LIMIT },
      bodyLimit: 8192,
    },
    (request) => runCheck(request.body),
  );
};

/** The member's court records (issue 15): pre-check, cases, attorneys, referrals, petition, orders. */
const courtRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const deps = courtDeps(fastify, config);
  fastify.addHook('onRequest', fastify.requireUser);
  registerOrderParser(fastify);
  // One plugin per resource; each inherits the sign-in hook and the order parser above.
  await fastify.register(caseRoutes);
  await fastify.register(referralRoutes, { deps });
  await fastify.register(documentRoutes, { deps });
};

export default courtRoutes;
