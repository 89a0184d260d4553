import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { normaliseEmail } from '@cleardocket/domain/identity/normalise';
import { isAppError } from '../../lib/app-error';
import { clearFailures, enforceLimit, enforceWait, recordFailure } from '../../lib/limit';
import { readTwoFactorCookie } from './session-cookie';
import { copyWebHeaders, toWebHeaders } from '../../lib/web-headers';
import {
  FlowResultSchema,
  ForgotPasswordBodySchema,
  PhoneBodySchema,
  PhoneVerifyBodySchema,
  ResendEmailBodySchema,
  ResetPasswordBodySchema,
  SessionSchema,
  SignInBodySchema,
  SignUpBodySchema,
  TwoFactorBodySchema,
  VerifyEmailBodySchema,
} from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as identity from './service';

const MINUTE = 60_000;
/** Per caller address (route config) and per account (enforceLimit) — issue 3 "Abuse resistance". */
const LIMITS = {
  signUp: { max: 10, timeWindow: 60 * MINUTE },
  signIn: { max: 20, timeWindow: 15 * MINUTE },
  code: { max: 20, timeWindow: 15 * MINUTE },
  reset: { max: 5, timeWindow: 60 * MINUTE },
} as const;
const PER_ACCOUNT = {
  /** Five wrong passwords free, then a wait from 1 s doubling to 1 minute: slows guessing, never locks out. */
  signIn: { freeFailures: 5, windowMs: 15 * MINUTE, maxWaitMs: MINUTE },
  secondFactor: { max: 5, windowMs: 15 * MINUTE },
  code: { max: 10, windowMs: 15 * MINUTE },
  reset: { max: 3, windowMs: 60 * MINUTE },
} as const;

/** Longer than sending a reset code takes, so timing cannot tell whether an account exists. */
export const FORGOT_PASSWORD_ANSWER_MS = 300;
const sleepUntil = (deadline: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));

const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email address, we sent it a code to reset the password. It expires in 10 minutes.';

/**
 * What sign-up asks of the assessment module, above identity: a free assessment's lead with the
 * same email is claimed at sign-up and becomes the first scan once the email is verified. app.ts
 * hands these in (app-wiring.ts), so identity never imports assessment.
 */
export type SignUpFollowUps = {
  onSignUp(attempt: { userId: string; email: string; leadToken?: string; cookieHeader?: string }): Promise<void>;
  onEmailVerified(userId: string): Promise<void>;
};

type IdentityRouteOptions = { adminEmails: string[]; followUps: SignUpFollowUps };

const identityRoutes: FastifyPluginAsyncContract<IdentityRouteOptions> = async (fastify, options) => {
  const { adminEmails, followUps } = options;
  const deps = { db: fastify.db, auth: fastify.auth, adminEmails };
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
    '/identity/sign-up',
    {
      schema: { tags, body: SignUpBodySchema, response: { 201: FlowResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.signUp },
    },
    async (request, reply) => {
      const { leadToken, ...body } = request.body;
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
      const step = await identity.verifyEmail(deps, request.body.attemptId, request.body.code);
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

  fastify.post(
    '/identity/phone/send-code',
    {
      schema: { tags, body: PhoneBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
      onRequest: fastify.requireUser,
    },
    async (request, reply) => {
      const userId = request.user?.id ?? '';
      await enforceLimit(fastify.db, reply, `phone-send:${userId}`, { max: 5, windowMs: 15 * MINUTE });
      await identity.sendPhoneCode(deps, userId, request.body.phoneNumber);
      return { ok: true as const };
    },
  );

  fastify.post(
    '/identity/phone/verify',
    {
      schema: { tags, body: PhoneVerifyBodySchema, response: { 200: FlowResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: LIMITS.code },
      onRequest: fastify.requireUser,
    },
    async (request, reply) => {
      const userId = request.user?.id ?? '';
      await enforceLimit(fastify.db, reply, `phone-code:${userId}`, PER_ACCOUNT.code);
      const step = await identity.verifyPhone(deps, userId, request.body.code, toWebHeaders(request));
      return step.result;
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

export default identityRoutes;
