import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SYNC_TAG, enqueueAction, sendQueuedActions } from '~/lib/sync-queue';
import { onQueueSentByWorker } from '~/lib/service-worker';

/**
 * Removal-request actions taken while offline (spec §7 "background sync tag"): kept in IndexedDB
 * (`lib/sync-queue.ts`, the same code the service worker runs) and sent when the connection is
 * back — by the service worker on the `sync-removal-requests` background sync where the browser
 * has it, and by the page when it comes back online otherwise. Each item is sent once.
 */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export async function queueAction(path: string, body: unknown, idempotencyKey: string): Promise<void> {
  await enqueueAction(path, body, idempotencyKey);
  try {
    const registration: SyncRegistration | undefined = await navigator.serviceWorker?.getRegistration('/');
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No background sync here: the page sends the queue when it is back online.
  }
}

/** Sends the queue on load and whenever the browser is back online. */
export function useOfflineReplay() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const replay = () => {
      if (typeof indexedDB === 'undefined') return;
      void sendQueuedActions()
        .then((sent) => {
          if (sent > 0) void queryClient.invalidateQueries({ queryKey: ['requests'] });
        })
        .catch(() => undefined);
    };
    replay();
    window.addEventListener('online', replay);
    // The worker's background sync sent them: the page shows the new states.
    const stopListening = onQueueSentByWorker(() => void queryClient.invalidateQueries({ queryKey: ['requests'] }));
    return () => {
      window.removeEventListener('online', replay);
      stopListening();
    };
  }, [queryClient]);
}
