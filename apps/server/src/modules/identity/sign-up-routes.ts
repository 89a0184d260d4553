import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  FlowResultSchema,
  ResendEmailBodySchema,
  SignUpBodySchema,
  VerifyEmailBodySchema,
} from '@cleardocket/domain/identity/contract';
import { normaliseEmail } from '@cleardocket/domain/identity/normalise';
import { OkSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { copyWebHeaders, toDeviceHeaders } from '../../lib/web-headers';
import { LIMITS, MINUTE, PER_ACCOUNT } from './route-limits';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as identity from './service';
import type { IdentityDeps } from './service';

/**
 * What sign-up asks of the assessment module, above identity: a free assessment's lead with the
 * same email is claimed at sign-up and becomes the first scan once the email is verified. app.ts
 * hands these in (app-wiring.ts), so identity never imports assessment.
 */
export type SignUpFollowUps = {
  onSignUp(attempt: { userId: string; email: string; leadToken?: string; cookieHeader?: string }): Promise<void>;
  onEmailVerified(userId: string): Promise<void>;
};

/** Sign-up: the account, its email proven by a code, the code sent again (registered by routes.ts). */
export const signUpRoutes: FastifyPluginAsyncContract<{ deps: IdentityDeps; followUps: SignUpFollowUps }> = async (
  fastify,
  { deps, followUps },
) => {
  const tags = ['identity'];

  fastify.post(
    '/identity/sign-up',
    {
      schema: { tags, body: SignUpBodySchema, response: { 201: FlowResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.signUp },
    },
    async (request, reply) => {
      const { leadToken, ...body } = request.body;
      // Per email too (issue 32): sign-ups from many addresses must not flood one person with codes.
      await enforceLimit(fastify.db, reply, `sign-up:${normaliseEmail(body.email)}`, PER_ACCOUNT.signUp);
      const step = await identity.signUp(deps, body);
      // A free assessment's lead with the same email waits for this account's email to be verified.
      if (step.result.attemptId) {
        await followUps.onSignUp({
          userId: step.result.attemptId,
          email: normaliseEmail(body.email),
          leadToken,
          cookieHeader: request.headers.cookie,
        });
      }
      return reply.code(201).send(step.result);
    },
  );

  fastify.post(
    '/identity/sign-up/verify-email',
    {
      schema: { tags, body: VerifyEmailBodySchema, response: { 200: FlowResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `email-code:${request.body.attemptId}`, PER_ACCOUNT.code);
      const step = await identity.verifyEmail(
        deps,
        request.body.attemptId,
        request.body.code,
        toDeviceHeaders(request),
      );
      if (step.headers) copyWebHeaders(step.headers, reply);
      // The email is proven: a free assessment's lead claimed at sign-up becomes the first scan.
      // Verification stands even when that fails; the lead then expires like any other.
      await followUps
        .onEmailVerified(request.body.attemptId)
        .catch((error: unknown) => request.log.error({ err: error }, 'could not convert the assessment lead'));
      return step.result;
    },
  );

  fastify.post(
    '/identity/sign-up/resend-email-code',
    {
      schema: { tags, body: ResendEmailBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `email-resend:${request.body.attemptId}`, {
        max: 5,
        windowMs: 15 * MINUTE,
      });
      await identity.resendEmailCode(deps, request.body.attemptId);
      return { ok: true as const };
    },
  );
};
