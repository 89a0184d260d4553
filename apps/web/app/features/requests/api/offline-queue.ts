import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Removal-request actions taken while offline (spec §7 "background sync tag"): kept in IndexedDB
 * and sent when the connection is back — by the service worker on the `sync-removal-requests`
 * background sync where the browser has it, and by the page when it comes back online otherwise.
 * public/sw.js reads the same store.
 */
const SYNC_TAG = 'sync-removal-requests';
const DB_NAME = 'cleardocket-sync';
const STORE = 'removal-actions';

type QueuedAction = { id?: number; path: string; body: unknown; queuedAt: string };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      }),
  );
}

export async function queueAction(path: string, body: unknown): Promise<void> {
  await run('readwrite', (store) =>
    store.add({ path, body, queuedAt: new Date().toISOString() } satisfies QueuedAction),
  );
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/sw.js');
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No background sync here: the page sends the queue when it is back online.
  }
}

/** Sends what was queued; keeps an action only while the network is still down. Returns how many went. */
async function replayQueued(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  const items = await run<QueuedAction[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedAction[]>);
  let sent = 0;
  for (const item of items) {
    try {
      await fetch(item.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(item.body ?? {}),
      });
    } catch {
      return sent;
    }
    // Answered: done, whatever the answer (a refused move stays refused on a second try).
    await run('readwrite', (store) => store.delete(item.id as number));
    sent += 1;
  }
  return sent;
}

/** Registers the service worker and sends the queue on load and whenever the browser is back online. */
export function useOfflineReplay() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    const replay = () =>
      void replayQueued()
        .then((sent) => {
          if (sent > 0) void queryClient.invalidateQueries({ queryKey: ['requests'] });
        })
        .catch(() => undefined);
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [queryClient]);
}
