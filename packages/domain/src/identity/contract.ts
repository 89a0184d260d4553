import * as z from 'zod/mini';

/**
 * The identity routes' wire (`/api/identity/*`). Written with `zod/mini`: the static public pages
 * read the session with it, and their first load must stay small (docs/decisions/017).
 * The rules a form checks (names, email pattern, password length) are in sign-up.ts; these schemas
 * bound sizes, and the service answers in the spec's words.
 */
const text = (max: number) => z.string().check(z.maxLength(max));

export const SignUpBodySchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  password: text(256),
  phoneNumber: z.optional(text(32)),
  metadata: z.optional(
    z.object({ signupSource: z.optional(z.literal('web')), onboardingCompleted: z.optional(z.boolean()) }),
  ),
  /** The free assessment's lead token (or its cookie): with the lead's email, its findings become the first scan. */
  leadToken: z.optional(text(100)),
});
export type SignUpBody = z.input<typeof SignUpBodySchema>;

const SignUpStatusSchema = z.enum([
  'needs_email_verification',
  'needs_phone_verification',
  'needs_second_factor',
  'missing_requirements',
  'complete',
]);

/** Where a sign-up or sign-in stands, and what the person does next. */
export const FlowResultSchema = z.object({
  status: SignUpStatusSchema,
  attemptId: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type FlowResult = z.infer<typeof FlowResultSchema>;

export const VerifyEmailBodySchema = z.object({ attemptId: z.uuid(), code: text(12) });
export type VerifyEmailBody = z.input<typeof VerifyEmailBodySchema>;
export const ResendEmailBodySchema = z.object({ attemptId: z.uuid() });
export type ResendEmailBody = z.input<typeof ResendEmailBodySchema>;
export const SignInBodySchema = z.object({ email: text(254), password: text(256) });
export type SignInBody = z.input<typeof SignInBodySchema>;
export const TwoFactorBodySchema = z.object({ code: text(32) });
export type TwoFactorBody = z.input<typeof TwoFactorBodySchema>;
export const PhoneBodySchema = z.object({ phoneNumber: z.optional(text(32)) });
export const PhoneVerifyBodySchema = z.object({ code: text(12) });
export type PhoneVerifyBody = z.input<typeof PhoneVerifyBodySchema>;
export const ForgotPasswordBodySchema = z.object({ email: text(254) });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;
export const ResetPasswordBodySchema = z.object({ email: text(254), code: text(12), password: text(256) });
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/**
 * The signed-in member as the web app sees them: the one shape of the session user on both sides
 * (the server keeps Better Auth's `role`; the wire says `isAdmin`, as the spec does).
 */
const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.nullable(z.string()),
  phoneNumberVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionSchema = z.object({ user: z.nullable(SessionUserSchema) });
