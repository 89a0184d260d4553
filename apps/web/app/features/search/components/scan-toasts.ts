import { SEARCH_TOASTS, scanOutcomeToasts } from '@cleardocket/domain/search/messages';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import type { Scan } from '@cleardocket/domain/search/contract';

/** The last scan failure's toast: a later scan that works takes it away (issue 20: it stayed). */
let failureToast: { dismiss: () => void } | null = null;

function showFailure(input: Parameters<typeof toast>[0]): void {
  failureToast?.dismiss();
  failureToast = toast(input);
}

function clearFailure(): void {
  failureToast?.dismiss();
  failureToast = null;
}

/** The spec §8 search toasts for a finished scan, in the order a member reads them. */
export function announceScan(scan: Scan): void {
  if (scan.status === 'failed') {
    showFailure({ ...SEARCH_TOASTS.searchError, variant: 'destructive' });
    return;
  }
  clearFailure();
  if (scan.usedMockData && scan.providerMessage) toast({ ...SEARCH_TOASTS.simulated, variant: 'info' });
  for (const shown of scanOutcomeToasts(scan)) toast(shown);
}

/** A blank form's 'Search error' (spec §8): like a failure, the next scan that works takes it away. */
export function announceBlankSearch(): void {
  showFailure({ ...SEARCH_TOASTS.noTerm, variant: 'destructive' });
}

/** A scan that did not start: a refused term keeps the server's words; anything else is 'Search failed'. */
export function announceScanFailure(error: unknown): void {
  showFailure({
    title: SEARCH_TOASTS.failed.title,
    description: error instanceof ApiError && error.status === 400 ? error.message : SEARCH_TOASTS.failed.description,
    variant: 'destructive',
  });
}
