import { z } from 'zod';

export const SignUpBodySchema = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254),
  password: z.string().max(256),
  phoneNumber: z.string().max(32).optional(),
  metadata: z
    .object({ signupSource: z.literal('web').optional(), onboardingCompleted: z.boolean().optional() })
    .optional(),
});

export const SignUpStatusSchema = z.enum([
  'needs_email_verification',
  'needs_phone_verification',
  'needs_second_factor',
  'missing_requirements',
  'complete',
]);
export type SignUpStatus = z.infer<typeof SignUpStatusSchema>;

export const FlowResultSchema = z.object({
  status: SignUpStatusSchema,
  attemptId: z.string().optional(),
  message: z.string().optional(),
});
export type FlowResult = z.infer<typeof FlowResultSchema>;

export const VerifyEmailBodySchema = z.object({ attemptId: z.uuid(), code: z.string().max(12) });
export const ResendEmailBodySchema = z.object({ attemptId: z.uuid() });
export const SignInBodySchema = z.object({ email: z.string().max(254), password: z.string().max(256) });
export const PhoneBodySchema = z.object({ phoneNumber: z.string().max(32).optional() });
export const PhoneVerifyBodySchema = z.object({ code: z.string().max(12) });
export const ForgotPasswordBodySchema = z.object({ email: z.string().max(254) });
export const ResetPasswordBodySchema = z.object({
  email: z.string().max(254),
  code: z.string().max(12),
  password: z.string().max(256),
});

export const SessionSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      emailVerified: z.boolean(),
      phoneNumber: z.string().nullable(),
      phoneNumberVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
      isAdmin: z.boolean(),
    })
    .nullable(),
});

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
