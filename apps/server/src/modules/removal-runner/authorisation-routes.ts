import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  AuthorisationStateSchema,
  GrantAuthorisationSchema,
  RevokeResultSchema,
} from '@cleardocket/domain/removal/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { requireEntitlement } from '../membership/service';
import { tags } from './route-common';
import type { RunnerRouteOptions } from './route-common';
import { authorisationOf, grantAuthorisation, revokeAuthorisation } from './service';
import { toAuthorisation } from './wire';

/** The member's agent authorisation (issue 14 §1): read, grant (or change), revoke. */
const authorisationRoutes: FastifyPluginAsyncContract<RunnerRouteOptions> = async (member, { context }) => {
  member.addHook('onRequest', member.requireUser);
  const state = async (userId: string) => {
    const current = await authorisationOf(context, userId);
    return {
      authorisation: toAuthorisation(current.active),
      text: current.text,
      version: current.version,
      agentAddress: current.agentAddress,
    };
  };

  member.get(
    '/removal-runner/authorisation',
    { schema: { tags, response: { 200: AuthorisationStateSchema, ...ERROR_RESPONSES } } },
    async (request) => state(signedInUserId(request)),
  );

  member.put(
    '/removal-runner/authorisation',
    {
      schema: {
        tags,
        body: GrantAuthorisationSchema,
        response: { 200: AuthorisationStateSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      await requireEntitlement(member.db, userId, 'automatedFiling');
      // The team working the human steps is a plan's to give (issue 16).
      if (request.body.humanSteps === 'operator') await requireEntitlement(member.db, userId, 'operatorHandling');
      await grantAuthorisation(context, userId, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return state(userId);
    },
  );

  member.delete(
    '/removal-runner/authorisation',
    { schema: { tags, response: { 200: RevokeResultSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      cancelledRuns: await revokeAuthorisation(context, signedInUserId(request)),
    }),
  );
};

export default authorisationRoutes;
