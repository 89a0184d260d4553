import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@cleardocket/domain/identity/contract';
import { normaliseEmail } from '@cleardocket/domain/identity/normalise';
import { OkSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { LIMITS, PER_ACCOUNT } from './route-limits';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as identity from './service';
import type { IdentityDeps } from './service';

/** Longer than sending a reset code takes, so timing cannot tell whether an account exists. */
export const FORGOT_PASSWORD_ANSWER_MS = 300;
const sleepUntil = (deadline: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));

const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email address, we sent it a code to reset the password. It expires in 10 minutes.';

/** A forgotten password: a code by email, then a new password (registered by routes.ts). */
export const passwordRoutes: FastifyPluginAsyncContract<{ deps: IdentityDeps }> = async (fastify, { deps }) => {
  const tags = ['identity'];

  fastify.post(
    '/identity/forgot-password',
    {
      schema: { tags, body: ForgotPasswordBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.reset },
    },
    async (request, reply) => {
      const started = performance.now();
      await enforceLimit(fastify.db, reply, `reset:${normaliseEmail(request.body.email)}`, PER_ACCOUNT.reset);
      await identity.requestPasswordReset(deps, request.body.email);
      // The same answer after the same time whether or not the account exists (issue 13 item 8).
      await sleepUntil(started + FORGOT_PASSWORD_ANSWER_MS);
      return { ok: true as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  fastify.post(
    '/identity/reset-password',
    {
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `reset-code:${normaliseEmail(request.body.email)}`, PER_ACCOUNT.code);
      await identity.resetPassword(deps, request.body.email, request.body.code, request.body.password);
      return { ok: true as const, message: 'Your password has been changed. Please sign in with the new one.' };
    },
  );
};
