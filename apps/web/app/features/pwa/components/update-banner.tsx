import { useEffect, useSyncExternalStore } from 'react';
import { SESSION_TOASTS } from '@cleardocket/domain/errors/catalogue';
import { isUpdatePromptShown } from '@cleardocket/domain/pwa/update-state';
import { Button } from '~/components/ui/button';
import {
  applyUpdate,
  checkForUpdate,
  dismissUpdate,
  getUpdateState,
  registerServiceWorker,
  subscribeToUpdates,
} from '~/lib/service-worker';

/**
 * The update banner (spec §4, §8): registers the worker and looks for a new version on load; says
 * when one is downloading, asks to reload when it is ready, and says 'Update Failed' with a
 * refresh when the check or the download failed.
 */
export function UpdateBanner() {
  const state = useSyncExternalStore(subscribeToUpdates, getUpdateState, () => 'none' as const);

  useEffect(() => {
    void registerServiceWorker({ watchUpdates: true }).then(() => checkForUpdate());
  }, []);

  if (state === 'downloading') {
    return (
      <p role="status" className="rounded-lg bg-white p-3 text-sm text-ink-700 shadow-lg">
        Downloading an update…
      </p>
    );
  }
  if (isUpdatePromptShown(state)) {
    return (
      <section
        aria-label="Update available"
        className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-white p-4 shadow-lg sm:flex-row sm:items-center"
      >
        <p className="flex-1">A new version of ClearDocket is ready.</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => void applyUpdate()}>
            Update now
          </Button>
          <Button size="sm" variant="outline" onClick={dismissUpdate}>
            Later
          </Button>
        </div>
      </section>
    );
  }
  if (state === 'error') {
    return (
      <section
        role="alert"
        aria-label={SESSION_TOASTS.updateFailed.title}
        className="flex flex-col gap-3 rounded-lg border border-red-300 bg-white p-4 shadow-lg sm:flex-row sm:items-center"
      >
        <div className="flex-1">
          <h2 className="font-semibold text-red-800">{SESSION_TOASTS.updateFailed.title}</h2>
          <p className="text-sm text-ink-700">{SESSION_TOASTS.updateFailed.description}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => window.location.reload()}>
            Refresh
          </Button>
          <Button size="sm" variant="outline" onClick={dismissUpdate}>
            Close
          </Button>
        </div>
      </section>
    );
  }
  return null;
}
