/* ClearDocket service worker: shows Web Push notifications and opens their link on click. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'ClearDocket', {
      body: data.body || '',
      icon: '/favicon.svg',
      data: { link: data.link || '/dashboard/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(
    (event.notification.data && event.notification.data.link) || '/dashboard/notifications',
    self.location.origin,
  );
  // Only ever open our own pages.
  if (link.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(link.href));
});

/* Background sync: removal-request actions taken offline (app/features/requests/api/offline-queue.ts). */
const SYNC_TAG = 'sync-removal-requests';

function openQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('cleardocket-sync', 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore('removal-actions', { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function inStore(db, mode, work) {
  return new Promise((resolve, reject) => {
    const request = work(db.transaction('removal-actions', mode).objectStore('removal-actions'));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function sendQueued() {
  const db = await openQueue();
  const items = await inStore(db, 'readonly', (store) => store.getAll());
  for (const item of items) {
    // A network failure rejects: the browser tries the sync again later.
    await fetch(item.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(item.body || {}),
    });
    await inStore(db, 'readwrite', (store) => store.delete(item.id));
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendQueued());
});
