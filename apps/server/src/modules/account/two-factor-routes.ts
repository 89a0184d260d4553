import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as account from './service';
import {
  PasswordBodySchema,
  TwoFactorCodeBodySchema,
  TwoFactorSetupSchema,
} from '@cleardocket/domain/account/contract';
import { paths } from '@cleardocket/domain/paths';
import { OkSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { copyWebHeaders, toWebHeaders } from '../../lib/web-headers';
import { notifySecurity, PER_ACCOUNT, PER_ADDRESS } from './notify-security';

/** Two-factor authentication: set up, confirmed with a code, turned off with the password (registered by routes.ts, behind its sign-in). */
export const twoFactorRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['account'];
  const deps = { db: fastify.db, auth: fastify.auth };
  const userId = signedInUserId;

  fastify.post(
    '/account/two-factor/start',
    {
      schema: {
        tags,
        body: PasswordBodySchema,
        response: { 200: TwoFactorSetupSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `password-check:${userId(request)}`, PER_ACCOUNT);
      return account.startTwoFactor(deps, toWebHeaders(request), request.body.password);
    },
  );

  fastify.post(
    '/account/two-factor/confirm',
    {
      schema: { tags, body: TwoFactorCodeBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `two-factor-confirm:${userId(request)}`, PER_ACCOUNT);
      copyWebHeaders(
        await account.confirmTwoFactor(deps, userId(request), toWebHeaders(request), request.body.code),
        reply,
      );
      await notifySecurity(
        fastify,
        userId(request),
        'Two-factor authentication is on',
        'Signing in now needs a code from your authenticator app.',
        'success',
        paths.dashboardSettings.getHref(),
      );
      return { ok: true as const };
    },
  );

  fastify.post(
    '/account/two-factor/disable',
    {
      schema: { tags, body: PasswordBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `password-check:${userId(request)}`, PER_ACCOUNT);
      copyWebHeaders(
        await account.disableTwoFactor(deps, userId(request), toWebHeaders(request), request.body.password),
        reply,
      );
      await notifySecurity(
        fastify,
        userId(request),
        'Two-factor authentication is off',
        'If you did not turn it off, change your password and turn it back on.',
        'warning',
        paths.dashboardSettings.getHref(),
      );
      return { ok: true as const };
    },
  );
};
