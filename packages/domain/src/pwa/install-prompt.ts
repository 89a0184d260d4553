import { millisecondsInWeek } from 'date-fns/constants';

/**
 * When the app offers to be installed (spec §4 "Install prompt", §9): only when the browser says it
 * can be installed, it is not installed already, it was not dismissed in the last 7 days, and the
 * person has used it — a search completed, a request created, or more than 3 page views. The page
 * checks again 30 s after it loads (a search may have finished meanwhile).
 */
export const INSTALL_PROMPT = {
  hiddenAfterDismissalMs: millisecondsInWeek,
  pageViewsAbove: 3,
  recheckAfterMs: 30 * 1000,
} as const;

/** The spec's local storage keys (§9). */
export const INSTALL_STORAGE_KEYS = {
  dismissedAt: 'pwa-install-dismissed',
  hasCompletedSearch: 'has-completed-search',
  hasCreatedRequest: 'has-created-request',
  pageViews: 'page-views',
} as const;

export type InstallFacts = {
  /** The browser fired `beforeinstallprompt` and it has not been used. */
  isInstallable: boolean;
  /** Running as the installed app (display-mode standalone) or installed in this session. */
  isInstalled: boolean;
  /** When the banner was last dismissed (epoch ms), if ever. */
  dismissedAt: number | null;
  hasCompletedSearch: boolean;
  hasCreatedRequest: boolean;
  pageViews: number;
  now: number;
};

function hasEngaged(facts: Pick<InstallFacts, 'hasCompletedSearch' | 'hasCreatedRequest' | 'pageViews'>) {
  return facts.hasCompletedSearch || facts.hasCreatedRequest || facts.pageViews > INSTALL_PROMPT.pageViewsAbove;
}

function isDismissalActive(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < INSTALL_PROMPT.hiddenAfterDismissalMs;
}

export function shouldShowInstallPrompt(facts: InstallFacts): boolean {
  return (
    facts.isInstallable && !facts.isInstalled && !isDismissalActive(facts.dismissedAt, facts.now) && hasEngaged(facts)
  );
}

/** Reads a stored number (page views, a dismissal time); anything else counts as none. */
export function readStoredNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
