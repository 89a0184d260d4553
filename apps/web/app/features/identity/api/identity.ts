import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import type {
  ForgotPasswordBody,
  PhoneVerifyBody,
  ResendEmailBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  TwoFactorBody,
  VerifyEmailBody,
} from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { sessionQueryKey } from '~/hooks/use-session';

/** The identity API (`packages/domain/src/identity/contract.ts`). */

/** Identity failures are worded by the server for the person (spec §8 sign-up codes). */
const OPTIONS = { useServerMessage: true, redirectOnUnauthorized: false } as const;

export const signUp = (body: SignUpBody) => api.post('/api/identity/sign-up', FlowResultSchema, body, OPTIONS);
export const verifyEmail = (body: VerifyEmailBody) =>
  api.post('/api/identity/sign-up/verify-email', FlowResultSchema, body, OPTIONS);
export const resendEmailCode = (body: ResendEmailBody) =>
  api.post('/api/identity/sign-up/resend-email-code', OkSchema, body, OPTIONS);
export const verifyPhone = (body: PhoneVerifyBody) =>
  api.post('/api/identity/phone/verify', FlowResultSchema, body, OPTIONS);
export const sendPhoneCode = () => api.post('/api/identity/phone/send-code', OkSchema, {}, OPTIONS);
export const signIn = (body: SignInBody) => api.post('/api/identity/sign-in', FlowResultSchema, body, OPTIONS);
export const verifySecondFactor = (body: TwoFactorBody) =>
  api.post('/api/identity/sign-in/two-factor', FlowResultSchema, body, OPTIONS);
export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post('/api/identity/forgot-password', OkSchema, body, OPTIONS);
export const resetPassword = (body: ResetPasswordBody) =>
  api.post('/api/identity/reset-password', OkSchema, body, OPTIONS);

/** A mutation that refreshes the session when it succeeds (sign-in, verification). */
export function useIdentityMutation<TBody, TResult>(fn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
