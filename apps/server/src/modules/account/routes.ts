import {
  AccountExportSchema,
  AccountSessionListSchema,
  ActivityListSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  DisableTwoFactorBodySchema,
  PasswordBodySchema,
  SessionParamsSchema,
  TwoFactorCodeBodySchema,
  TwoFactorSetupSchema,
} from '@cleardocket/domain/account/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { NoContentSchema, OkSchema } from '@cleardocket/domain/wire';
import { paths } from '@cleardocket/domain/paths';
import { enforceLimit } from '../../lib/limit';
import { copyWebHeaders, toWebHeaders } from '../../lib/web-headers';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as account from './service';
import { notify } from '../notifications/service';
import { signedInUserId } from '../../lib/request-user';

/** Per address (route config) and per account: a stolen session cannot guess the password or a code. */
const PER_ADDRESS = { max: 10, timeWindow: 15 * 60_000 };
const PER_ACCOUNT = { max: 10, windowMs: 15 * 60_000 };

/** Account settings, export and deletion (issue 3 item 8), scoped to the signed-in member. */
const accountRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['account'];
  const deps = { db: fastify.db, auth: fastify.auth };
  fastify.addHook('onRequest', fastify.requireUser);
  const userId = signedInUserId;
  /** Security changes always reach the member (account and security: in-app cannot be turned off). */
  const notifySecurity = (
    request: { user: { id: string } | null },
    title: string,
    message: string,
    type: 'success' | 'warning',
    link: string,
  ) => notify(fastify, userId(request), 'account-security', { title, message, type, link });

  fastify.get(
    '/account/sessions',
    { schema: { tags, response: { 200: AccountSessionListSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const current = await fastify.auth.api.getSession({ headers: toWebHeaders(request) });
      return { sessions: await account.listSessions(fastify.db, userId(request), current?.session.token ?? null) };
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
      const user = request.user;
      const words = user ? [user.email, user.firstName, user.lastName] : [];
      const headers = await account.changePassword(deps, userId(request), toWebHeaders(request), request.body, words);
      copyWebHeaders(headers, reply);
      await notifySecurity(
        request,
        'Your password was changed',
        'Other devices were signed out. If this was not you, reset your password now.',
        'warning',
        paths.forgotPassword.getHref(),
      );
      return { ok: true as const };
    },
  );

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
        request,
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
      schema: { tags, body: DisableTwoFactorBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `password-check:${userId(request)}`, PER_ACCOUNT);
      copyWebHeaders(await account.disableTwoFactor(deps, userId(request), toWebHeaders(request), request.body), reply);
      await notifySecurity(
        request,
        'Two-factor authentication is off',
        'If you did not turn it off, change your password and turn it back on.',
        'warning',
        paths.dashboardSettings.getHref(),
      );
      return { ok: true as const };
    },
  );

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

export default accountRoutes;
