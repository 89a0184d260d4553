import { PASSWORD_MIN_LENGTH, PHONE_CODE_LENGTH } from '../constants';
import { normaliseEmail, normalisePhoneNumber } from './normalise';
import { checkPersonName } from './person-name';

/** A standard email pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** +1 followed by 10 digits (after normalisation). */
export const US_PHONE_PATTERN = /^\+1\d{10}$/;
const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string;
};

type SignUpField = keyof SignUpInput;

export const SIGN_UP_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailFormat: 'Enter a valid email address',
  phoneFormat: 'Phone number must be +1 followed by 10 digits',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  code: `Enter the ${PHONE_CODE_LENGTH}-digit code`,
} as const;

export type SignUpValidation =
  | { ok: true; value: Required<Omit<SignUpInput, 'phoneNumber'>> & { phoneNumber: string | null } }
  | { ok: false; errors: Partial<Record<SignUpField, string>>; message: string };

/**
 * Spec §5 "Sign-up": names and email non-empty, email matches the pattern, phone +1 and 10 digits
 * after normalisation, password at least 8 characters. Failures are joined as
 * 'Validation failed: ...'. Email is trimmed and lower-cased.
 */
export function validateSignUp(input: SignUpInput): SignUpValidation {
  const errors: Partial<Record<SignUpField, string>> = {};
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = normaliseEmail(input.email);
  const rawPhone = input.phoneNumber?.trim() ?? '';
  const phoneNumber = rawPhone === '' ? null : normalisePhoneNumber(rawPhone);

  const firstNameProblem = firstName === '' ? SIGN_UP_MESSAGES.firstName : checkPersonName(firstName);
  if (firstNameProblem) errors.firstName = firstNameProblem;
  const lastNameProblem = lastName === '' ? SIGN_UP_MESSAGES.lastName : checkPersonName(lastName);
  if (lastNameProblem) errors.lastName = lastNameProblem;
  if (email === '') errors.email = SIGN_UP_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = SIGN_UP_MESSAGES.emailFormat;
  if (phoneNumber !== null && !US_PHONE_PATTERN.test(phoneNumber)) errors.phoneNumber = SIGN_UP_MESSAGES.phoneFormat;
  if (input.password.length < PASSWORD_MIN_LENGTH) errors.password = SIGN_UP_MESSAGES.password;

  const messages = Object.values(errors);
  if (messages.length > 0) return { ok: false, errors, message: `Validation failed: ${messages.join(', ')}` };
  return { ok: true, value: { firstName, lastName, email, password: input.password, phoneNumber } };
}

export function isValidCode(code: string): boolean {
  return CODE_PATTERN.test(code.trim());
}
