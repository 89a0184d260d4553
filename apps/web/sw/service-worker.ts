/**
 * ClearDocket's service worker (docs/pwa.md, decision 030), built with workbox at the end of the
 * web build (scripts/pwa-build.ts): the build bundles this file, then workbox-build writes the
 * precache list (the app shell, every prerendered page, the assets and icons) into it.
 *
 * - Pages: prerendered pages from the precache; any other page from the network, or the app shell
 *   from the precache when offline (the React app then renders the route).
 * - API reads: network first; the signed-in member's last answers are kept in a cache of their own
 *   and served when offline. Sign-out, or another member's session, deletes them.
 * - Push notifications, and the `sync-removal-requests` background sync (lib/sync-queue.ts, the
 *   same code the page runs).
 * - A new version waits until the page says so (the update banner), then takes over.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  APP_SHELL_URL,
  DATA_CACHE_PREFIX,
  SESSION_PATH,
  SIGN_OUT_PATH,
  dataCacheName,
  deleteMemberData,
} from '~/lib/pwa-caches';
import type { PageMessage, WorkerMessage } from '~/lib/pwa-caches';
import { SYNC_TAG, sendQueuedActions } from '~/lib/sync-queue';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The first visit's page is controlled at once (its reads are kept from the start); an update
// still waits for the page's word (SKIP_WAITING).
clientsClaim();

// Pages that are not precached (the member area's routes): the network, else the app shell.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(APP_SHELL_URL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

/* ---------------------------------------------------------------- the member's API reads */

/** The member whose reads are kept: the one data cache that exists, if any. */
async function currentMemberCache(): Promise<string | null> {
  const names = await caches.keys();
  return names.find((name) => name.startsWith(DATA_CACHE_PREFIX)) ?? null;
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('application/json');

/** Only complete JSON answers are kept (never an error, a file or an event stream). */
const keepJsonAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && isJson(response) ? response : null),
};

const strategies = new Map<string, NetworkFirst>();
function networkFirstFor(cacheName: string): NetworkFirst {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({ cacheName, plugins: [keepJsonAnswers] });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

/** Reads the session answer: keeps it for its member (deleting any other's data) or deletes all. */
async function followSession(request: Request, response: Response): Promise<void> {
  if (!response.ok || !isJson(response)) return;
  let memberId: string | null = null;
  try {
    const body: unknown = await response.clone().json();
    const user = typeof body === 'object' && body !== null && 'user' in body ? body.user : null;
    memberId =
      typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string' ? user.id : null;
  } catch {
    return;
  }
  if (memberId === null) return deleteMemberData();
  const cacheName = dataCacheName(memberId);
  await deleteMemberData(cacheName);
  await (await caches.open(cacheName)).put(request, response.clone());
}

const networkOnly = new NetworkOnly();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !(request.headers.get('accept') ?? '').includes('text/event-stream'),
  async ({ request, event }) => {
    const url = new URL(request.url);
    if (url.pathname === SESSION_PATH) {
      try {
        const response = await fetch(request);
        // The page gets the answer once the worker knows whose data it may keep.
        await followSession(request, response);
        return response;
      } catch (error) {
        const cacheName = await currentMemberCache();
        const cached = cacheName ? await (await caches.open(cacheName)).match(request) : undefined;
        if (cached) return cached;
        throw error;
      }
    }
    const cacheName = await currentMemberCache();
    // Signed out (or not yet known): nothing is kept.
    if (!cacheName) return networkOnly.handle({ request, event });
    return networkFirstFor(cacheName).handle({ request, event });
  },
  'GET',
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SIGN_OUT_PATH,
  async ({ request }) => {
    const response = await fetch(request);
    if (response.ok) await deleteMemberData();
    return response;
  },
  'POST',
);

/* ---------------------------------------------------------------- messages from the page */

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'SIGNED_OUT') event.waitUntil(deleteMemberData());
});

/* ---------------------------------------------------------------- push (docs/notifications.md) */

type PushPayload = { title?: string; body?: string; link?: string };

function readPush(event: PushEvent): PushPayload {
  try {
    const data: unknown = event.data ? event.data.json() : {};
    return typeof data === 'object' && data !== null ? (data as PushPayload) : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const data = readPush(event);
  event.waitUntil(
    self.registration.showNotification(data.title || 'ClearDocket', {
      body: data.body || '',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: { link: data.link || '/dashboard/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const link = typeof data === 'object' && data !== null && 'link' in data ? String(data.link) : '';
  const target = new URL(link || '/dashboard/notifications', self.location.origin);
  // Only ever open our own pages.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(target.href));
});

/* ---------------------------------------------------------------- background sync */

type SyncEvent = ExtendableEvent & { tag: string };

async function sendQueueAndTell(): Promise<void> {
  // A network failure rejects: the browser tries the sync again later.
  const sent = await sendQueuedActions({ rejectOnNetworkFailure: true });
  if (sent === 0) return;
  const message: PageMessage = { type: 'QUEUE_SENT', sent };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendQueueAndTell());
});
