import { z } from 'zod';
import { splitFullName } from '@cleardocket/domain/identity/normalise';
import { validateSignUp } from '@cleardocket/domain/identity/sign-up';
import { IDENTITY_LIMITS, codeField, emailField, newPasswordField, passwordField } from '~/lib/form/identity-fields';

/** The forms of sign-in, sign-up and reset, checked by the domain's sign-up rules (spec §5). */
const ENTER_EMAIL = 'Enter your email address.';

export const SignInFormSchema = z.object({
  email: emailField(ENTER_EMAIL),
  password: passwordField().min(1, 'Enter your password.'),
});

/** Each field's message as an issue on that field. */
function addIssues(ctx: z.RefinementCtx, errors: Record<string, string | undefined>) {
  for (const [field, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** The sign-up rules of spec §5 as issues on their fields; the output is the normalised value. */
export const SignUpFormSchema = z
  .object({
    firstName: z.string().max(IDENTITY_LIMITS.name),
    lastName: z.string().max(IDENTITY_LIMITS.name),
    email: z.string().max(IDENTITY_LIMITS.email),
    phoneNumber: z.string().max(IDENTITY_LIMITS.phone),
    password: z.string().max(IDENTITY_LIMITS.password),
  })
  .transform((input, ctx) => {
    const result = validateSignUp(input);
    if (result.ok) return result.value;
    addIssues(ctx, result.errors);
    return z.NEVER;
  });

/**
 * The classic one-form sign-up: one "Full name" field, split into first and last name by the
 * spec's rule (first word, then the rest); a missing name is told on that one field.
 */
export const SignUpLegacyFormSchema = z
  .object({
    fullName: z.string().max(IDENTITY_LIMITS.name * 2),
    email: z.string().max(IDENTITY_LIMITS.email),
    password: z.string().max(IDENTITY_LIMITS.password),
  })
  .transform((input, ctx) => {
    const result = validateSignUp({ ...splitFullName(input.fullName), email: input.email, password: input.password });
    if (result.ok) return result.value;
    const { firstName, lastName, ...rest } = result.errors;
    addIssues(ctx, { ...rest, fullName: firstName ?? (lastName ? 'Enter your first and last name' : undefined) });
    return z.NEVER;
  });

export const ForgotPasswordEmailSchema = z.object({ email: emailField(ENTER_EMAIL) });

export const ResetPasswordFormSchema = z.object({ code: codeField(), password: newPasswordField() });

export const createCodeFormSchema = (codeLength: number) => z.object({ code: codeField(codeLength) });
