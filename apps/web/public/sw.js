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
