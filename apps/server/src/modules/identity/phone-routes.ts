import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { FlowResultSchema, PhoneBodySchema, PhoneVerifyBodySchema } from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { toWebHeaders } from '../../lib/web-headers';
import { LIMITS, MINUTE, PER_ACCOUNT } from './route-limits';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as identity from './service';
import type { IdentityDeps } from './service';

/** The signed-in member's phone, proven by an SMS code (registered by routes.ts). */
export const phoneRoutes: FastifyPluginAsyncContract<{ deps: IdentityDeps }> = async (fastify, { deps }) => {
  const tags = ['identity'];

  fastify.post(
    '/identity/phone/send-code',
    {
      schema: { tags, body: PhoneBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
      onRequest: fastify.requireUser,
    },
    async (request, reply) => {
      const userId = request.user?.id ?? '';
      await enforceLimit(fastify.db, reply, `phone-send:${userId}`, { max: 5, windowMs: 15 * MINUTE });
      await identity.sendPhoneCode(deps, userId, request.body.phoneNumber);
      return { ok: true as const };
    },
  );

  fastify.post(
    '/identity/phone/verify',
    {
      schema: { tags, body: PhoneVerifyBodySchema, response: { 200: FlowResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
      onRequest: fastify.requireUser,
    },
    async (request, reply) => {
      const userId = request.user?.id ?? '';
      await enforceLimit(fastify.db, reply, `phone-code:${userId}`, PER_ACCOUNT.code);
      const step = await identity.verifyPhone(deps, userId, request.body.code, toWebHeaders(request));
      return step.result;
    },
  );
};
