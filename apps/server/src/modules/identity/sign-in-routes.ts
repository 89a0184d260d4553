import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  FlowResultSchema,
  SessionSchema,
  SignInBodySchema,
  TwoFactorBodySchema,
} from '@cleardocket/domain/identity/contract';
import { normaliseEmail } from '@cleardocket/domain/identity/normalise';
import { OkSchema } from '@cleardocket/domain/wire';
import { claimAttempt, clearFailures, enforceLimit } from '../../lib/limit';
import { copyWebHeaders, toDeviceHeaders, toWebHeaders } from '../../lib/web-headers';
import { LIMITS, PER_ACCOUNT } from './route-limits';
import { deviceCookie, readDeviceId } from './device-cookie';
import { readTwoFactorCookie } from './session-cookie';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as identity from './service';
import type { IdentityDeps } from './service';

/** The session: who is signed in, sign-in with its second factor, sign-out (registered by routes.ts). */
export const signInRoutes: FastifyPluginAsyncContract<{ deps: IdentityDeps; secureCookies: boolean }> = async (
  fastify,
  { deps, secureCookies },
) => {
  const tags = ['identity'];
  const secret = fastify.auth.options.secret;

  fastify.get(
    '/identity/session',
    { schema: { tags, response: { 200: SessionSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const user = await fastify.getSessionUser(request);
      if (!user) return { user: null };
      const { role, ...rest } = user;
      return { user: { ...rest, isAdmin: role === 'admin' } };
    },
  );

  fastify.post(
    '/identity/sign-in',
    {
      schema: { tags, body: SignInBodySchema, response: { 200: FlowResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.signIn },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // A browser the owner signed in from before has its own allowance (issue 32 item 2).
      const deviceId = readDeviceId(request.headers.cookie, email, secret);
      const account = deviceId ? `sign-in:${email}:device:${deviceId}` : `sign-in:${email}`;
      await claimAttempt(fastify.db, reply, account, PER_ACCOUNT.signIn);
      const step = await identity.signIn(deps, request.body.email, request.body.password, toDeviceHeaders(request));
      await clearFailures(fastify.db, account);
      if (step.headers) copyWebHeaders(step.headers, reply);
      if (step.result.status !== 'needs_email_verification') {
        reply.header('set-cookie', deviceCookie(email, secret, secureCookies, deviceId ?? undefined));
      }
      return step.result;
    },
  );

  fastify.post(
    '/identity/sign-in/two-factor',
    {
      schema: { tags, body: TwoFactorBodySchema, response: { 200: FlowResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
    },
    async (request, reply) => {
      // Per sign-in attempt (the two-factor cookie names it): a handful of codes, then a new password sign-in.
      const attempt = readTwoFactorCookie(request.headers.cookie);
      if (attempt) await enforceLimit(fastify.db, reply, `two-factor:${attempt}`, PER_ACCOUNT.secondFactor);
      const step = await identity.verifySecondFactor(deps, request.body.code, toWebHeaders(request));
      if (step.headers) copyWebHeaders(step.headers, reply);
      return step.result;
    },
  );

  fastify.post(
    '/identity/sign-out',
    { schema: { tags, response: { 200: OkSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const headers = await identity.signOut(deps, toWebHeaders(request));
      copyWebHeaders(headers, reply);
      return { ok: true as const };
    },
  );
};
