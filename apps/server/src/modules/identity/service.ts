import { normaliseEmail } from '@cleardocket/domain/identity/normalise';
import {
  EMAIL_VERIFICATION_REQUIRED,
  PHONE_FLOW_MESSAGES,
  getSignUpErrorMessage,
} from '@cleardocket/domain/identity/messages';
import { SIGN_UP_MESSAGES, isValidCode, validateSignUp } from '@cleardocket/domain/identity/sign-up';
import type { SignUpInput } from '@cleardocket/domain/identity/sign-up';
import { PASSWORD_MIN_LENGTH } from '@cleardocket/domain/constants';
import type { Db } from '../../db/database';
import type { Auth } from './auth';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { checkSmsPhone } from '@cleardocket/domain/identity/phone';
import { isCommonPassword, isWeakPassword } from './common-passwords';
import { logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { getAuthErrorCode, toCodeError } from './auth-errors';
import {
  deleteUnverifiedUser,
  findUserByEmail,
  findUserById,
  isPhoneNumberTaken,
  promoteIfConfiguredAdmin,
  setPendingPhoneNumber,
  setSignUpMetadata,
  setSuspended,
} from './repository';
import type { FlowResult } from '@cleardocket/domain/identity/contract';

/** What a flow step answers, plus the headers (session cookies) Better Auth set. */
export type FlowStep = { result: FlowResult; headers?: Headers };

/** `canTextCodes`: false when texts reach nobody (no SMS service in production): no phone code is asked for. */
export type IdentityDeps = { db: Db; auth: Auth; adminEmails?: string[]; canTextCodes?: boolean };

/**
 * A password on the common-password list, or one easy to guess from the person's own words (their
 * email, names, the product's name), is refused (spec §8 `form_password_pwned`); account uses it too.
 */
export function refuseCommonPassword(password: string, userInputs: readonly string[] = []): void {
  if (isCommonPassword(password) || isWeakPassword(password, [BRAND_NAME, ...userInputs])) {
    throw new AppError('form_password_pwned', getSignUpErrorMessage('form_password_pwned'), 422);
  }
}

function checkPassword(password: string, userInputs: readonly string[] = []): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new AppError('form_param_format_invalid', SIGN_UP_MESSAGES.password, 400);
  refuseCommonPassword(password, userInputs);
}

/**
 * A number a code may be sent to (issue 32): a real number in a country SMS is sold to, not
 * premium-rate or toll-free, checked by libphonenumber-js (server-side only: its metadata would
 * weigh down the sign-up page). Answers it in E.164.
 */
function smsPhone(input: string): string {
  const checked = checkSmsPhone(input);
  if (!checked.ok) throw new AppError('form_param_format_invalid', checked.message, 400);
  return checked.e164;
}

const emailTaken = () => new AppError('email_address_exists', getSignUpErrorMessage('email_address_exists'), 409);

function checkCode(code: string): string {
  if (!isValidCode(code)) throw new AppError('form_param_format_invalid', SIGN_UP_MESSAGES.code, 400);
  return code.trim();
}

/** Sign-up (spec §4 "Sign-up result"): the account exists, unverified, and a code is on its way. */
export type SignUpMetadata = { signupSource?: 'web'; onboardingCompleted?: boolean };

export async function signUp(
  { db, auth }: IdentityDeps,
  input: SignUpInput & { metadata?: SignUpMetadata },
): Promise<FlowStep> {
  const validation = validateSignUp(input);
  if (!validation.ok) throw new AppError('form_param_format_invalid', validation.message, 400);
  const { firstName, lastName, email, password } = validation.value;
  const phoneNumber = validation.value.phoneNumber === null ? null : smsPhone(validation.value.phoneNumber);
  checkPassword(password, [email, firstName, lastName]);
  // The spec names this error (§8), so sign-up tells whether an email is registered; Better Auth
  // alone would answer with a synthetic success. The per-address sign-up limit bounds probing.
  const existing = await findUserByEmail(db, email);
  if (existing?.emailVerified) throw emailTaken();
  // A sign-up nobody verified proves nothing about the mailbox: whoever signs up again (the owner,
  // who then receives the code) replaces it, so nobody can hold an address they do not own.
  if (existing) await deleteUnverifiedUser(db, existing.id);
  if (phoneNumber && (await isPhoneNumberTaken(db, phoneNumber))) {
    throw new AppError('phone_number_exists', getSignUpErrorMessage('phone_number_exists'), 409);
  }
  let userId: string;
  try {
    const created = await auth.api.signUpEmail({
      body: { name: `${firstName} ${lastName}`, email, password, firstName, lastName },
    });
    userId = created.user.id;
  } catch (error) {
    const code = getAuthErrorCode(error);
    if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') throw emailTaken();
    throw error;
  }
  await setSignUpMetadata(db, userId, {
    signupSource: input.metadata?.signupSource ?? 'web',
    onboardingCompleted: input.metadata?.onboardingCompleted ?? false,
  });
  if (phoneNumber) await setPendingPhoneNumber(db, userId, phoneNumber);
  await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
  return { result: { status: 'needs_email_verification', attemptId: userId, message: EMAIL_VERIFICATION_REQUIRED } };
}

export async function resendEmailCode({ db, auth }: IdentityDeps, attemptId: string): Promise<void> {
  const user = await findUserById(db, attemptId);
  // The same answer whether or not the attempt exists: an id cannot be probed.
  if (!user || user.emailVerified) return;
  await auth.api.sendVerificationOTP({ body: { email: user.email, type: 'email-verification' } });
}

/** Email code entered: the person is signed in; a phone given at sign-up is verified next. */
export async function verifyEmail(
  { db, auth, adminEmails = [], canTextCodes = true }: IdentityDeps,
  attemptId: string,
  rawCode: string,
  deviceHeaders?: Headers,
): Promise<FlowStep> {
  const code = checkCode(rawCode);
  const user = await findUserById(db, attemptId);
  if (!user) throw new AppError('invalid_code', 'Invalid verification code', 400);
  if (user.emailVerified) {
    throw new AppError('already_verified', 'This email address is already verified. Please sign in.', 409);
  }
  let headers: Headers;
  try {
    ({ headers } = await auth.api.verifyEmailOTP({
      body: { email: user.email, otp: code },
      headers: deviceHeaders,
      returnHeaders: true,
    }));
  } catch (error) {
    throw toCodeError(error);
  }
  await promoteIfConfiguredAdmin(db, user.email, adminEmails);
  // Without a way to text, the member goes on and is told: the number is kept, not proven (issue 31 part 7).
  if (user.pendingPhoneNumber && !canTextCodes) {
    return { result: { status: 'complete', message: PHONE_FLOW_MESSAGES.noSms }, headers };
  }
  if (user.pendingPhoneNumber) {
    await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: user.pendingPhoneNumber } });
    return { result: { status: 'needs_phone_verification', attemptId }, headers };
  }
  return { result: { status: 'complete' }, headers };
}

/** Sends an SMS code to the signed-in person's pending (or given) phone number. */
export async function sendPhoneCode(
  { db, auth, canTextCodes = true }: IdentityDeps,
  userId: string,
  phoneNumber?: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', PHONE_FLOW_MESSAGES.notAuthenticated, 401);
  // The number is judged first: a bad one is refused as such, whether or not texts can go out.
  const target = phoneNumber === undefined ? user.pendingPhoneNumber : smsPhone(phoneNumber);
  if (!target) throw new AppError('no_phone_number', PHONE_FLOW_MESSAGES.noPhoneToResend, 400);
  if (!canTextCodes) throw new AppError('send_failed', PHONE_FLOW_MESSAGES.noSms, 503);
  if (phoneNumber !== undefined) await setPendingPhoneNumber(db, userId, target);
  try {
    await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: target } });
  } catch {
    throw new AppError('send_failed', PHONE_FLOW_MESSAGES.sendFailed, 502);
  }
}

export async function verifyPhone(
  { db, auth }: IdentityDeps,
  userId: string,
  rawCode: string,
  requestHeaders: Headers,
): Promise<FlowStep> {
  const code = checkCode(rawCode);
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', PHONE_FLOW_MESSAGES.notAuthenticated, 401);
  if (!user.pendingPhoneNumber) throw new AppError('no_phone_number', PHONE_FLOW_MESSAGES.noPhoneToVerify, 400);
  try {
    await auth.api.verifyPhoneNumber({
      body: { phoneNumber: user.pendingPhoneNumber, code, updatePhoneNumber: true, disableSession: true },
      headers: requestHeaders,
    });
  } catch (error) {
    throw toCodeError(error);
  }
  await setPendingPhoneNumber(db, userId, null);
  return { result: { status: 'complete' } };
}

export async function signIn(
  { db, auth, adminEmails = [] }: IdentityDeps,
  rawEmail: string,
  password: string,
  deviceHeaders?: Headers,
): Promise<FlowStep> {
  const email = normaliseEmail(rawEmail);
  try {
    await promoteIfConfiguredAdmin(db, email, adminEmails);
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: deviceHeaders,
      returnHeaders: true,
    });
    if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
      return { result: { status: 'needs_second_factor' }, headers };
    }
    if ('user' in response) await logUserActivity(db, response.user.id, 'sign_in', 'Signed in with email and password');
    return { result: { status: 'complete' }, headers };
  } catch (error) {
    const code = getAuthErrorCode(error);
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD') {
      const user = await findUserByEmail(db, email);
      if (user) await logUserActivity(db, user.id, 'sign_in_failed', 'A sign-in with a wrong password was refused');
    }
    if (code === 'EMAIL_NOT_VERIFIED') {
      const user = await findUserByEmail(db, email);
      if (user) await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
      return {
        result: { status: 'needs_email_verification', attemptId: user?.id, message: EMAIL_VERIFICATION_REQUIRED },
      };
    }
    if (code === 'BANNED_USER') {
      throw new AppError('sign_in_refused', 'This account cannot sign in. Please contact support.', 403);
    }
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND') {
      throw new AppError('invalid_credentials', 'Invalid email or password.', 401);
    }
    throw error;
  }
}

/** The authenticator code (or a recovery code) after a sign-in that asked for a second factor. */
export async function verifySecondFactor(
  { db, auth }: IdentityDeps,
  rawCode: string,
  requestHeaders: Headers,
): Promise<FlowStep> {
  const code = rawCode.trim();
  try {
    const isRecoveryCode = !/^\d{6}$/.test(code);
    const { headers, response } = isRecoveryCode
      ? await auth.api.verifyBackupCode({ body: { code }, headers: requestHeaders, returnHeaders: true })
      : await auth.api.verifyTOTP({ body: { code }, headers: requestHeaders, returnHeaders: true });
    const userId = 'user' in response && response.user ? String(response.user.id) : null;
    if (userId) await logUserActivity(db, userId, 'sign_in', 'Signed in with a password and a second factor');
    return { result: { status: 'complete' }, headers };
  } catch (error) {
    throw toCodeError(error);
  }
}

export async function signOut({ auth }: IdentityDeps, requestHeaders: Headers): Promise<Headers> {
  const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers;
}

/** The same answer whether or not an account exists (no account enumeration). */
export async function requestPasswordReset({ db, auth }: IdentityDeps, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!(await findUserByEmail(db, email))) return;
  await auth.api.forgetPasswordEmailOTP({ body: { email } });
}

export async function resetPassword(
  { db, auth }: IdentityDeps,
  rawEmail: string,
  rawCode: string,
  password: string,
): Promise<void> {
  const code = checkCode(rawCode);
  const email = normaliseEmail(rawEmail);
  checkPassword(password, [email]);
  try {
    await auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password } });
  } catch (error) {
    throw toCodeError(error);
  }
  const user = await findUserByEmail(db, email);
  if (user) await logUserActivity(db, user.id, 'password_reset', 'Password reset with an emailed code');
}

/** The account an operator acts on (the console's members list), or null. */
export const findAccount = (db: Db, userId: string) => findUserById(db, userId);

/** Suspends an account and ends all its sessions at once (operator console; the caller audits). */
export async function suspendAccount(db: Db, userId: string, reason: string): Promise<void> {
  await setSuspended(db, userId, { reason });
}

/** Lets a suspended account sign in again. */
export async function reinstateAccount(db: Db, userId: string): Promise<void> {
  await setSuspended(db, userId, null);
}
