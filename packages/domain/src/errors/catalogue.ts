/**
 * The error catalogue of spec §8: every message a person can see when something fails.
 * Texts are requirements; change them only with the spec.
 */

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

export const ERROR_CATEGORIES = ['network', 'api', 'auth', 'validation', 'database', 'ui', 'unknown'] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

export const ERROR_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** Messages by kind of failure ("By category"). */
export const CATEGORY_MESSAGES = {
  network: 'Unable to connect. Please check your internet connection and try again.',
  auth: 'Authentication failed. Please log in again.',
  validation: 'Please check your input and try again.',
  notFound: 'The requested resource was not found.',
  permission: 'You do not have permission to perform this action.',
  api: 'Server error. Please try again later.',
  other: 'An unexpected error occurred. Please try again.',
} as const;

/** Messages by HTTP status ("By status"). */
export const STATUS_MESSAGES = {
  offline: "We're having trouble connecting. Please check your internet connection and try again.",
  session: 'Your session may have expired. Please sign in again.',
  invalidInput: 'Please check your information and try again.',
  server: "We're experiencing some technical difficulties. Our team has been notified and is working on a solution.",
  unexpected: 'Something unexpected happened. Please try again or contact support if the problem persists.',
} as const;

/**
 * The message a person sees for an HTTP failure. `status` 0 (or undefined) means the request never
 * got an answer. For 400/422 the server's own message wins when it sent one.
 */
export function getStatusMessage(status: number | undefined, serverMessage?: string): string {
  if (status === undefined || status === 0) return STATUS_MESSAGES.offline;
  if (status === 401 || status === 403) return STATUS_MESSAGES.session;
  if (status === 400 || status === 422) {
    return serverMessage && serverMessage.trim() !== '' ? serverMessage : STATUS_MESSAGES.invalidInput;
  }
  if (status >= 500) return STATUS_MESSAGES.server;
  return STATUS_MESSAGES.unexpected;
}

export const ERROR_BOUNDARY_TITLES = {
  network: 'Network Error',
  api: 'API Error',
  authentication: 'Authentication Error',
  authorization: 'Authorization Error',
  validation: 'Validation Error',
  database: 'Database Error',
  timeout: 'Request Timeout',
  notFound: 'Not Found',
  input: 'Input Error',
  generic: GENERIC_ERROR_MESSAGE,
} as const;
export type ErrorBoundaryKind = keyof typeof ERROR_BOUNDARY_TITLES;

export const TRY_AGAIN_LABEL = 'Try again';

export const APPLICATION_ERROR = {
  title: 'Application Error',
  networkMessage: 'There was a problem connecting to the server. Please check your internet connection and try again.',
  otherMessage: "Something unexpected happened. We've been notified and are working to fix the issue.",
  tryAgainLabel: 'Try Again',
  homeLabel: 'Return to Home',
} as const;

export function getApplicationErrorMessage(category: ErrorCategory): string {
  return category === 'network' ? APPLICATION_ERROR.networkMessage : APPLICATION_ERROR.otherMessage;
}

export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  message: "The page you're looking for doesn't exist or has been moved.",
  homeLabel: 'Return to Home',
} as const;

export const LOADING_TEXT = 'Loading...';

export const SESSION_TOASTS = {
  logoutError: {
    title: 'Logout error',
    description: 'There was a problem signing you out. Please try again.',
  },
  appInstalled: { title: 'App Installed!' },
  installationFailed: { title: 'Installation Failed' },
  updateFailed: { title: 'Update Failed', description: 'Please refresh the page.' },
} as const;
