import type { NotifyDeps } from '../notifications/service';
import { notify } from '../notifications/service';

/** Per address (route config) and per account: a stolen session cannot guess the password or a code. */
export const PER_ADDRESS = { max: 10, timeWindow: 15 * 60_000 };
export const PER_ACCOUNT = { max: 10, windowMs: 15 * 60_000 };

/** Security changes always reach the member (account and security: in-app cannot be turned off). */
export function notifySecurity(
  deps: NotifyDeps,
  userId: string,
  title: string,
  message: string,
  type: 'success' | 'warning',
  link: string,
) {
  return notify(deps, userId, 'account-security', { title, message, type, link });
}
