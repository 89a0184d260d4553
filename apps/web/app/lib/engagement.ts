import { INSTALL_STORAGE_KEYS } from '@cleardocket/domain/pwa/install-prompt';

/**
 * What the install prompt's rule reads (spec §9): a completed search, a created request, and page
 * views, kept in local storage under the spec's keys. Written by the search and requests features
 * and by every page load or navigation; read by features/pwa.
 */
function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the prompt simply waits for other engagement.
  }
}

export const markSearchCompleted = () => write(INSTALL_STORAGE_KEYS.hasCompletedSearch, 'true');
export const markRequestCreated = () => write(INSTALL_STORAGE_KEYS.hasCreatedRequest, 'true');

export function countPageView(): void {
  let views = 0;
  try {
    views = Number(window.localStorage.getItem(INSTALL_STORAGE_KEYS.pageViews)) || 0;
  } catch {
    return;
  }
  write(INSTALL_STORAGE_KEYS.pageViews, String(views + 1));
}
