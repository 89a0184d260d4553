import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '@cleardocket/domain/paths';
import { copyWebHeaders, toWebHeaders } from '../../lib/web-headers';
import * as account from './service';
import { notify } from '../notifications/service';
import { signedInUserId } from '../../lib/request-user';

const SessionSchema = z.object({
  id: z.string(),
  createdAt: z.date(),
  expiresAt: z.date(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  isCurrent: z.boolean(),
});
const Ok = z.object({ ok: z.literal(true) });
const PasswordBody = z.object({ password: z.string().max(256) });

/** Account settings, export and deletion (issue 3 item 8), scoped to the signed-in member. */
const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['account'];
  const deps = { db: fastify.db, auth: fastify.auth };
  fastify.addHook('preHandler', fastify.requireUser);
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
    { schema: { tags, response: { 200: z.object({ sessions: z.array(SessionSchema) }) } } },
    async (request) => {
      const current = await fastify.auth.api.getSession({ headers: toWebHeaders(request) });
      return { sessions: await account.listSessions(fastify.db, userId(request), current?.session.token ?? null) };
    },
  );

  fastify.delete(
    '/account/sessions/:sessionId',
    { schema: { tags, params: z.object({ sessionId: z.uuid() }) } },
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
        body: z.object({ currentPassword: z.string().max(256), newPassword: z.string().max(256) }),
        response: { 200: Ok },
      },
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) => {
      const headers = await account.changePassword(deps, userId(request), toWebHeaders(request), request.body);
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
        body: PasswordBody,
        response: { 200: z.object({ totpUri: z.string(), recoveryCodes: z.array(z.string()) }) },
      },
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
    },
    async (request) => account.startTwoFactor(deps, toWebHeaders(request), request.body.password),
  );

  fastify.post(
    '/account/two-factor/confirm',
    {
      schema: { tags, body: z.object({ code: z.string().max(12) }), response: { 200: Ok } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      await account.confirmTwoFactor(deps, userId(request), toWebHeaders(request), request.body.code);
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
      schema: { tags, body: PasswordBody, response: { 200: Ok } },
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      await account.disableTwoFactor(deps, userId(request), toWebHeaders(request), request.body.password);
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
        response: {
          200: z.object({
            activity: z.array(
              z.object({ id: z.string(), activityType: z.string(), description: z.string(), createdAt: z.date() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ activity: await account.listActivity(fastify.db, userId(request)) }),
  );

  fastify.get('/account/export', { schema: { tags } }, async (request, reply) => {
    const data = await account.exportUserData(fastify.db, userId(request));
    return reply
      .header('content-disposition', 'attachment; filename="cleardocket-my-data.json"')
      .header('cache-control', 'no-store')
      .send(data);
  });

  fastify.post(
    '/account/delete',
    { schema: { tags, body: z.object({ confirmation: z.string().max(20) }), response: { 200: Ok } } },
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
