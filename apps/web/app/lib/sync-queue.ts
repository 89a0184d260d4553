/**
 * The queue of removal-request steps taken offline (spec §7, background sync tag
 * `sync-removal-requests`), written once for the page and the service worker (sw/service-worker.ts
 * bundles this file): plain IndexedDB and fetch, nothing of the DOM or of React.
 *
 * Both may send the queue when the connection is back (the worker on its background sync, the page
 * on its `online` event), so each item is claimed in one IndexedDB transaction before it is sent:
 * transactions on one store never overlap, so only one of them sends it. A claim left by a context
 * that died mid-send expires after CLAIM_MS and the item is sent again.
 */
export const SYNC_TAG = 'sync-removal-requests';
const SYNC_DB_NAME = 'cleardocket-sync';
const STORE = 'removal-actions';
const CLAIM_MS = 60_000;

export type QueuedAction = {
  id?: number;
  path: string;
  body: unknown;
  queuedAt: string;
  claimedAt?: number;
  /** The step's Idempotency-Key, sent with every try: a send whose answer was lost runs once. */
  idempotencyKey?: string;
};

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(SYNC_DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T> | T): Promise<T> {
  const db = await openQueue();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      let result: T;
      transaction.oncomplete = () => resolve(result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      void Promise.resolve(work(transaction.objectStore(STORE))).then((value) => {
        result = value;
      }, reject);
    });
  } finally {
    db.close();
  }
}

const asPromise = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

export async function enqueueAction(path: string, body: unknown, idempotencyKey?: string): Promise<void> {
  const item: QueuedAction = { path, body, queuedAt: new Date().toISOString(), idempotencyKey };
  await inStore('readwrite', (store) => asPromise(store.add(item)));
}

/** Everything waiting (the developer page shows it). */
export function listQueuedActions(): Promise<QueuedAction[]> {
  return inStore('readonly', (store) => asPromise(store.getAll() as IDBRequest<QueuedAction[]>));
}

/** Claims the oldest unclaimed item in one transaction, so that two senders never both get it. */
function claimNext(now: number): Promise<QueuedAction | null> {
  return inStore('readwrite', async (store) => {
    const items = await asPromise(store.getAll() as IDBRequest<QueuedAction[]>);
    const next = items.find((item) => item.claimedAt === undefined || now - item.claimedAt > CLAIM_MS);
    if (!next) return null;
    await asPromise(store.put({ ...next, claimedAt: now }));
    return next;
  });
}

/**
 * Sends what was queued, oldest first. An answered item is done whatever the answer (a refused step
 * stays refused on a second try); a network failure releases it for a later try and stops. Resolves
 * to how many were sent, or rejects after a network failure when `rejectOnNetworkFailure` (the
 * worker's sync event: the browser then tries again later).
 */
export async function sendQueuedActions(
  options: { fetchImpl?: typeof fetch; rejectOnNetworkFailure?: boolean } = {},
): Promise<number> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let sent = 0;
  for (;;) {
    const item = await claimNext(Date.now());
    if (!item || item.id === undefined) return sent;
    const id = item.id;
    try {
      await fetchImpl(item.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(item.idempotencyKey ? { 'idempotency-key': item.idempotencyKey } : {}),
        },
        body: JSON.stringify(item.body ?? {}),
      });
    } catch (error) {
      await inStore('readwrite', (store) => asPromise(store.put({ ...item, claimedAt: undefined })));
      if (options.rejectOnNetworkFailure) throw error;
      return sent;
    }
    await inStore('readwrite', (store) => asPromise(store.delete(id)));
    sent += 1;
  }
}
