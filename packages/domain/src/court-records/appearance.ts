import type { APPEARANCE_STATUSES } from './contract';

type AppearanceStatus = (typeof APPEARANCE_STATUSES)[number];

/** A removal request of a page where a case appears: its method and status (requests/status.ts). */
type RemovalState = { method: string; status: string };

const GONE = new Set(['removed', 'not-found']);
const CLOSED = new Set(['removed', 'not-found', 'wrong-person', 'rejected']);

/**
 * Where a case stands on one page (the case page, issue 15): removed once the site's own removal
 * is verified removed (or the page is gone); a removal in progress while one is open; not removed
 * when every one was closed without it; online when none was asked. Google's de-listing alone
 * does not take the page off the web, so it does not decide.
 */
export function appearanceStatus(removals: readonly RemovalState[]): AppearanceStatus {
  const site = removals.filter((removal) => removal.method !== 'google');
  if (site.some((removal) => GONE.has(removal.status))) return 'removed';
  if (site.some((removal) => !CLOSED.has(removal.status))) return 'removal_in_progress';
  if (site.length > 0) return 'not_removed';
  return removals.some((removal) => !CLOSED.has(removal.status)) ? 'removal_in_progress' : 'online';
}

/** Gone everywhere: at least one page, and every one removed. */
export function goneEverywhere(statuses: readonly AppearanceStatus[]): boolean {
  return statuses.length > 0 && statuses.every((status) => status === 'removed');
}
