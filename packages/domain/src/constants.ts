import { millisecondsInMinute, millisecondsInSecond } from 'date-fns/constants';

/**
 * Business constants and limits, spec §9. Every number the product uses comes from here so the
 * web app, the server and the tests agree. Durations are milliseconds unless the name says otherwise.
 */

const SECOND = millisecondsInSecond;
const MINUTE = millisecondsInMinute;

export const HTTP_TIMEOUT_MS = 30 * SECOND;

export const NOTIFICATION_POLL_INTERVAL_MS = 30 * SECOND;
/** The badge shows the count up to this number and `9+` above it. */
export const UNREAD_BADGE_MAX = 9;
export const UNREAD_BADGE_OVERFLOW_LABEL = '9+';

export const QUERY_CACHE = {
  staleTimeMs: 5 * MINUTE,
  gcTimeMs: 10 * MINUTE,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export const SEARCH_RATE_LIMIT = {
  requestsPerSecond: 2,
  retries: 3,
  baseDelayMs: 2 * SECOND,
  maxDelayMs: 60 * SECOND,
} as const;

export const SEARCH_CACHE = {
  ttlMs: 10 * MINUTE,
  maxEntries: 50,
} as const;

export const SEARCH_SERVICE = {
  freshMs: 5 * MINUTE,
  cacheMs: 10 * MINUTE,
  retry: 1,
  retryDelayMs: 2 * SECOND,
  timeoutMs: 30 * SECOND,
  historyItems: 50,
} as const;

export const DEFAULT_MAX_RESULTS = 20;

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

export const RECENT_SEARCHES_MAX = 10;

export const TOAST_LIMIT = 5;
export const TOAST_AUTO_DISMISS_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 300;

/** The operator console's queue: a page at a time, soonest deadline first. */
export const OPERATOR_QUEUE_PAGE = { size: 50, maxSize: 100 } as const;

/** A member's takedown requests, newest first, a page at a time with the total (issue 13 item 8). */
export const MEMBER_REQUESTS_PAGE = { size: 100, maxSize: 100 } as const;

export const DASHBOARD_DEFAULT_RANGE_DAYS = 30;
export const DASHBOARD_SEVERITY_RANGE = { min: 1, max: 10 } as const;

export const PHONE_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;

export const PROMO_OVERLAY_DELAY_MS = 3 * SECOND;

export const ANALYTICS_START = {
  idleDelayMs: 5 * SECOND,
  fallbackDelayMs: 3 * SECOND,
} as const;

export const NAVIGATION_MENU = {
  hoverDelayMs: 200,
  skipDelayMs: 300,
} as const;

export const LANDING_ANIMATION_STEP_MS = 100;

/** Prices in integer US cents. */
export const PRICES_CENTS = {
  basicOneTime: 299_00,
  premiumPerLink: 499_00,
  planMonthlyFrom: 49_00,
} as const;

export const SESSION_STORAGE_KEYS = {
  takeControlOverlaySeen: 'takeControlOverlaySeen',
  signUpAttemptId: 'signUpAttemptId',
  /** The free assessment's lead token, read by /preview-results (never put in a URL: decision 022). */
  assessmentLead: 'assessmentLead',
  /** The plan a "Choose plan" button carried into the onboarding funnel, and that the funnel runs. */
  onboardingPlan: 'onboardingPlan',
  onboardingActive: 'onboardingActive',
} as const;

/** Removed from storage on sign-out (spec §9). */
export const KEYS_CLEARED_ON_LOGOUT = [
  'lastSearch',
  'searchHistory',
  'savedResults',
  'userPreferences',
  'takedownRequests',
] as const;

/** The operator console's lists (members, inbox, audit log): a page at a time with the total. */
export const CONSOLE_PAGE = { size: 25, maxSize: 100 } as const;
