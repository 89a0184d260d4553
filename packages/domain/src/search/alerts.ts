/**
 * Spec §4 "Search alert": a result that was found, has no request yet, is still on the web, and
 * the member has not marked "Not me". The search repository's SQL filter says the same thing.
 */
export type AlertFields = {
  found: boolean;
  processed: boolean;
  goneAt: Date | null;
  feedback: 'me' | 'not_me' | null;
};

export function isAlert(result: AlertFields): boolean {
  return result.found && !result.processed && !result.goneAt && result.feedback !== 'not_me';
}
