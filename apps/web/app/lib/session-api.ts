import { KEYS_CLEARED_ON_LOGOUT, SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { SessionSchema } from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import type * as z from 'zod/mini';
import { api } from './api-client';

/**
 * The session's two calls, in one place for the React hook (`hooks/use-session.ts`) and for the
 * static pages' script (`components/layout/account-state.ts`). The session itself lives in an
 * httpOnly cookie the page cannot read.
 */
export function fetchSession(): Promise<z.infer<typeof SessionSchema>> {
  return api.get('/api/identity/session', SessionSchema, { redirectOnUnauthorized: false });
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
  await api.post('/api/identity/sign-out', OkSchema);
  clearSignedInStorage();
}
