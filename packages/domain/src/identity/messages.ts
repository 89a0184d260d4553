/**
 * Identity error codes and texts of spec §8 ("Sign-up codes", "Phone flow", "Sync", "Other").
 */
const RETRYABLE_SUFFIX = ' (You can try again)';

export const SIGN_UP_ERRORS = {
  form_param_missing: { message: 'Please fill in every required field.', retryable: true },
  form_password_pwned: { message: 'Password is too common. Please choose a stronger password.', retryable: true },
  form_param_format_invalid: { message: 'Please check your information and try again.', retryable: true },
  email_address_exists: {
    message: 'This email address is already registered. Please sign in instead.',
    retryable: false,
  },
  phone_number_exists: {
    message: 'This phone number is already registered. Please sign in instead.',
    retryable: false,
  },
  captcha_invalid: {
    message: 'CAPTCHA verification failed. Please refresh the page and try again.',
    retryable: true,
  },
  verification_failed: {
    message: 'Phone verification failed. Please check your code and try again.',
    retryable: true,
  },
  timeout: { message: 'Authentication timed out. Please try again.', retryable: true },
} as const;
export type SignUpErrorCode = keyof typeof SIGN_UP_ERRORS;

/** The person-facing text of a sign-up error, with ' (You can try again)' on retryable ones. */
export function getSignUpErrorMessage(code: SignUpErrorCode): string {
  const { message, retryable } = SIGN_UP_ERRORS[code];
  return retryable ? `${message}${RETRYABLE_SUFFIX}` : message;
}

export const EMAIL_VERIFICATION_REQUIRED = 'Email verification required';
export const LOGIN_NOT_COMPLETED = 'Login not completed';

export const PHONE_FLOW_MESSAGES = {
  phoneNotFound: 'Phone number not found',
  verificationFailed: 'Verification failed',
  sendFailed: 'Failed to send verification code',
  noPhoneToResend: 'No phone number found to resend code',
  noPhoneToVerify: 'No phone number to verify',
  invalidCode: 'Invalid verification code',
  notAuthenticated: 'User not authenticated',
  /** No SMS service: the sign-up goes on without the phone code (issue 31 part 7). */
  noSms:
    'We cannot text a code from this service yet, so your phone number is saved but not verified. Everything else works without it.',
} as const;

export const PROFILE_TOASTS = {
  profileUpdated: 'Profile updated',
  profileUpdateFailed: 'Profile update failed',
  addressAdded: 'Address added',
  addressUpdated: 'Address updated',
  addressDeleted: 'Address deleted',
  addressAddFailed: 'Failed to add address',
  addressUpdateFailed: 'Failed to update address',
  addressDeleteFailed: 'Failed to delete address',
  profileRefreshed: 'Profile refreshed',
  profileRefreshFailed: 'Profile refresh failed',
  phoneVerified: 'Phone verified',
  verificationFailed: 'Verification failed',
  sendCodeFailed: 'Failed to send code',
  fetchProfileFailed: 'Failed to fetch profile',
} as const;

/**
 * Operators reach every member's records: the console and its API refuse an admin account that has
 * not turned on two-factor authentication (issue 20), with this code and text.
 */
export const ADMIN_TWO_FACTOR_REQUIRED = {
  code: 'two_factor_required',
  message:
    'Operators must turn on two-factor authentication before using the console. Turn it on in Settings, then come back.',
} as const;
