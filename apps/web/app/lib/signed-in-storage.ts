import { KEYS_CLEARED_ON_LOGOUT, SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';

/** What a member leaves in this browser, removed when they sign out (spec: keys cleared on logout). */
export function clearSignedInStorage(): void {
  for (const key of KEYS_CLEARED_ON_LOGOUT) {
    window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(key);
  }
  window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.signUpAttemptId);
}
