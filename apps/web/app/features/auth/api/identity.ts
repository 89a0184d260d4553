import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { sessionQueryKey } from '~/hooks/use-session';

/** The identity API's answers (apps/server/src/modules/identity/schemas.ts). */
export type FlowStatus =
  'needs_email_verification' | 'needs_phone_verification' | 'needs_second_factor' | 'missing_requirements' | 'complete';
export type FlowResult = { status: FlowStatus; attemptId?: string; message?: string };

export type SignUpBody = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string;
  metadata: { signupSource: 'web'; onboardingCompleted: false };
};

/** Identity failures are worded by the server for the person (spec §8 sign-up codes). */
const OPTIONS = { useServerMessage: true, redirectOnUnauthorized: false } as const;

export const signUp = (body: SignUpBody) => api.post<FlowResult>('/api/identity/sign-up', body, OPTIONS);
export const verifyEmail = (body: { attemptId: string; code: string }) =>
  api.post<FlowResult>('/api/identity/sign-up/verify-email', body, OPTIONS);
export const resendEmailCode = (body: { attemptId: string }) =>
  api.post('/api/identity/sign-up/resend-email-code', body, OPTIONS);
export const verifyPhone = (body: { code: string }) =>
  api.post<FlowResult>('/api/identity/phone/verify', body, OPTIONS);
export const sendPhoneCode = () => api.post('/api/identity/phone/send-code', {}, OPTIONS);
export const signIn = (body: { email: string; password: string }) =>
  api.post<FlowResult>('/api/identity/sign-in', body, OPTIONS);
export const verifySecondFactor = (body: { code: string }) =>
  api.post<FlowResult>('/api/identity/sign-in/two-factor', body, OPTIONS);
export const forgotPassword = (body: { email: string }) =>
  api.post<{ ok: true; message?: string }>('/api/identity/forgot-password', body, OPTIONS);
export const resetPassword = (body: { email: string; code: string; password: string }) =>
  api.post<{ ok: true; message?: string }>('/api/identity/reset-password', body, OPTIONS);

/** A mutation that refreshes the session when it succeeds (sign-in, verification). */
export function useIdentityMutation<TBody, TResult>(fn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
