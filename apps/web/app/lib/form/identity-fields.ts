import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PHONE_CODE_LENGTH } from '@cleardocket/domain/constants';
import { normalisePhoneNumber } from '@cleardocket/domain/identity/normalise';
import { SIGN_UP_MESSAGES, US_PHONE_PATTERN, isValidCode } from '@cleardocket/domain/identity/sign-up';

/**
 * Form fields of the identity screens (sign-in, sign-up, codes, passwords, phone), built from the
 * domain's rules and messages (spec §5). The domain package has no zod schema for these bodies
 * yet; the limits are those of the identity routes' body schemas, so a form never sends what the
 * server would refuse as too long.
 */
export const IDENTITY_LIMITS = { name: 100, email: 254, password: 256, phone: 32 } as const;

export const emailField = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(IDENTITY_LIMITS.email);

/** A password being checked (sign-in, confirmations): the server says whether it is right. */
export const passwordField = () => z.string().max(IDENTITY_LIMITS.password);

/** A password being chosen: at least 8 characters (spec §9). */
export const newPasswordField = () =>
  z.string().min(PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.password).max(IDENTITY_LIMITS.password);

/**
 * A code: exactly six digits, or where recovery codes are accepted too (`length` above six) any
 * non-blank text up to that length. The value is trimmed.
 */
export const codeField = (length: number = PHONE_CODE_LENGTH) =>
  z
    .string()
    .trim()
    .max(length)
    .refine((code) => (length === PHONE_CODE_LENGTH ? isValidCode(code) : code !== ''), SIGN_UP_MESSAGES.code);

/** A US mobile number, normalised to +1 and ten digits. */
export const usPhoneField = () =>
  z
    .string()
    .max(IDENTITY_LIMITS.phone)
    .transform(normalisePhoneNumber)
    .refine((phone) => US_PHONE_PATTERN.test(phone), SIGN_UP_MESSAGES.phoneFormat);
