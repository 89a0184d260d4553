import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as account from './service';
import { ChangePasswordBodySchema } from '@cleardocket/domain/account/contract';
import { paths } from '@cleardocket/domain/paths';
import { OkSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { copyWebHeaders, toWebHeaders } from '../../lib/web-headers';
import { notifySecurity, PER_ACCOUNT, PER_ADDRESS } from './notify-security';

/** A password change, which signs other devices out (registered by routes.ts, behind its sign-in). */
export const passwordRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['account'];
  const deps = { db: fastify.db, auth: fastify.auth };
  const userId = signedInUserId;

  fastify.post(
    '/account/password',
    {
      schema: {
        tags,
        body: ChangePasswordBodySchema,
        response: { 200: OkSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `password-check:${userId(request)}`, PER_ACCOUNT);
      const headers = await account.changePassword(deps, userId(request), toWebHeaders(request), request.body);
      copyWebHeaders(headers, reply);
      await notifySecurity(
        fastify,
        userId(request),
        'Your password was changed',
        'Other devices were signed out. If this was not you, reset your password now.',
        'warning',
        paths.forgotPassword.getHref(),
      );
      return { ok: true as const };
    },
  );
};
