import { KEYS_CLEARED_ON_LOGOUT, SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import type { SessionSchema } from '@cleardocket/domain/identity/contract';
import type * as z from 'zod/mini';
import { deleteMemberData, tellWorkerSignedOut } from './pwa-caches';

/**
 * The session's two calls, in one place for the React hook (`hooks/use-session.ts`) and for the
 * static pages' script (`components/layout/account-state.ts`). The session itself lives in an
 * httpOnly cookie the page cannot read.
 *
 * The requests (the API client, the contract's schemas and zod) load on first use: a static
 * public page shows its content and menus without them, and its first load stays small
 * (decisions 009 and 011). In the React app they are already loaded.
 */
const loadCalls = () => import('./session-calls');

export async function fetchSession(): Promise<z.infer<typeof SessionSchema>> {
  const { requestSession } = await loadCalls();
  return requestSession();
}

/** What a member leaves in this browser, removed when they sign out (spec: keys cleared on logout). */
function clearSignedInStorage(): void {
  for (const key of KEYS_CLEARED_ON_LOGOUT) {
    window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(key);
  }
  window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.signUpAttemptId);
}

/** Ends the session on the server, then clears this browser's member data. */
export async function signOut(): Promise<void> {
  const { requestSignOut } = await loadCalls();
  await requestSignOut();
  clearSignedInStorage();
  // The member's last-known data kept for offline use goes too (docs/pwa.md).
  await deleteMemberData();
  tellWorkerSignedOut();
}
