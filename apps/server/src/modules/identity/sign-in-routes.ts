import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  FlowResultSchema,
  SessionSchema,
  SignInBodySchema,
  TwoFactorBodySchema,
} from '@cleardocket/domain/identity/contract';
import { normaliseEmail } from '@cleardocket/domain/identity/normalise';
import { OkSchema } from '@cleardocket/domain/wire';
import { isAppError } from '../../lib/app-error';
import { clearFailures, enforceLimit, enforceWait, recordFailure } from '../../lib/limit';
import { copyWebHeaders, toWebHeaders } from '../../lib/web-headers';
import { LIMITS, PER_ACCOUNT } from './route-limits';
import { readTwoFactorCookie } from './session-cookie';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as identity from './service';
import type { IdentityDeps } from './service';

/** The session: who is signed in, sign-in with its second factor, sign-out (registered by routes.ts). */
export const signInRoutes: FastifyPluginAsyncContract<{ deps: IdentityDeps }> = async (fastify, { deps }) => {
  const tags = ['identity'];

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
      const account = `sign-in:${normaliseEmail(request.body.email)}`;
      await enforceWait(fastify.db, reply, account);
      const step = await identity.signIn(deps, request.body.email, request.body.password).catch(async (error) => {
        if (isAppError(error) && error.code === 'invalid_credentials') {
          await recordFailure(fastify.db, account, PER_ACCOUNT.signIn);
        }
        throw error;
      });
      await clearFailures(fastify.db, account);
      if (step.headers) copyWebHeaders(step.headers, reply);
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
