import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as account from './service';
import { AccountSessionListSchema, SessionParamsSchema } from '@cleardocket/domain/account/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { toWebHeaders } from '../../lib/web-headers';

/** The member's signed-in sessions, each one revocable (registered by routes.ts, behind its sign-in). */
export const sessionRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['account'];
  const userId = signedInUserId;

  fastify.get(
    '/account/sessions',
    { schema: { tags, response: { 200: AccountSessionListSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const current = await fastify.auth.api.getSession({ headers: toWebHeaders(request) });
      return { sessions: await account.listSessions(fastify.db, userId(request), current?.session.id ?? null) };
    },
  );

  fastify.delete(
    '/account/sessions/:sessionId',
    { schema: { tags, params: SessionParamsSchema, response: { 204: NoContentSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await account.revokeSession(fastify.db, userId(request), request.params.sessionId);
      return reply.code(204).send();
    },
  );
};
