import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as account from './service';
import { AccountExportSchema, ActivityListSchema, DeleteAccountBodySchema } from '@cleardocket/domain/account/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { copyWebHeaders, toWebHeaders } from '../../lib/web-headers';

/** What the account holds: its activity, its export, its deletion (registered by routes.ts, behind its sign-in). */
export const dataRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['account'];
  const userId = signedInUserId;

  fastify.get(
    '/account/activity',
    {
      schema: {
        tags,
        response: { 200: ActivityListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ activity: await account.listActivity(fastify.db, userId(request)) }),
  );

  fastify.get(
    '/account/export',
    { schema: { tags, response: { 200: AccountExportSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await account.exportUserData(fastify.db, userId(request));
      return reply
        .header('content-disposition', 'attachment; filename="cleardocket-my-data.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  fastify.post(
    '/account/delete',
    { schema: { tags, body: DeleteAccountBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await account.deleteAccount(fastify.db, fastify.blobs, userId(request), request.body.confirmation);
      // The session row went with the account; clear the cookie too.
      const headers = await fastify.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true }).then(
        (result) => result.headers,
        () => new Headers(),
      );
      copyWebHeaders(headers, reply);
      return { ok: true as const };
    },
  );
};
