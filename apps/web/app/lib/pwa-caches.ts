/**
 * Names shared by the service worker (sw/service-worker.ts) and the page. The last-known API reads
 * of the signed-in member are kept in one cache named after that member; at most one such cache
 * exists, so the member it belongs to is known without storing anything else. Signing out, or
 * another member signing in on the same browser, deletes it (decision 030).
 */
export const DATA_CACHE_PREFIX = 'cleardocket-data-';
export const SESSION_PATH = '/api/identity/session';
export const SIGN_OUT_PATH = '/api/identity/sign-out';
/** The client-rendered shell, precached under a URL that the server answers with it. */
export const APP_SHELL_URL = '/dashboard';

export const dataCacheName = (memberId: string) => `${DATA_CACHE_PREFIX}${encodeURIComponent(memberId)}`;

/** Messages the page sends the worker. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'SIGNED_OUT' };
/** Messages the worker sends its pages. */
export type PageMessage = { type: 'QUEUE_SENT'; sent: number };

/** Deletes every member's stored reads (the page calls it on sign-out; the worker does too). */
export async function deleteMemberData(keep?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(DATA_CACHE_PREFIX) && name !== keep).map((name) => caches.delete(name)),
  );
}

/**
 * Tells the worker the member signed out (it deletes their stored reads; the page does too). Here
 * rather than in service-worker.ts so that sign-out on a static page pulls in no more than this.
 */
export function tellWorkerSignedOut(): void {
  const message: WorkerMessage = { type: 'SIGNED_OUT' };
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.controller?.postMessage(message);
  }
}
