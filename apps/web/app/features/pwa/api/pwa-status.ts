import { useQuery } from '@tanstack/react-query';
import { DATA_CACHE_PREFIX } from '~/lib/pwa-caches';
import { listQueuedActions } from '~/lib/sync-queue';
import type { QueuedAction } from '~/lib/sync-queue';
import { SERVICE_WORKER_URL } from '~/lib/service-worker';

/**
 * What /dev/test-pwa shows, all read in this browser (nothing of it is on the server): the
 * worker's registration, the caches with their entry counts, the background-sync queue and the
 * push subscription.
 */
type CacheSummary = { name: string; entries: number; isMemberData: boolean };
type PwaStatus = {
  isSupported: boolean;
  registration: { scope: string; active: string | null; waiting: boolean; installing: boolean } | null;
  isControlled: boolean;
  caches: CacheSummary[];
  queued: QueuedAction[];
  push: { permission: NotificationPermission | 'unsupported'; endpointHost: string | null };
  hasBackgroundSync: boolean;
};

async function readCaches(): Promise<CacheSummary[]> {
  if (typeof caches === 'undefined') return [];
  const names = await caches.keys();
  return Promise.all(
    names.map(async (name) => ({
      name,
      entries: (await (await caches.open(name)).keys()).length,
      isMemberData: name.startsWith(DATA_CACHE_PREFIX),
    })),
  );
}

async function readPwaStatus(): Promise<PwaStatus> {
  const isSupported = 'serviceWorker' in navigator;
  const registration = isSupported ? await navigator.serviceWorker.getRegistration('/') : undefined;
  const subscription =
    registration && 'pushManager' in registration ? await registration.pushManager.getSubscription() : null;
  return {
    isSupported,
    registration: registration
      ? {
          scope: registration.scope,
          active: registration.active ? `${registration.active.scriptURL} (${registration.active.state})` : null,
          waiting: registration.waiting !== null,
          installing: registration.installing !== null,
        }
      : null,
    isControlled: isSupported && navigator.serviceWorker.controller?.scriptURL.endsWith(SERVICE_WORKER_URL) === true,
    caches: await readCaches(),
    queued: typeof indexedDB === 'undefined' ? [] : await listQueuedActions(),
    push: {
      permission: 'Notification' in window ? Notification.permission : 'unsupported',
      endpointHost: subscription ? new URL(subscription.endpoint).host : null,
    },
    hasBackgroundSync: registration !== undefined && 'sync' in registration,
  };
}

export const pwaStatusKey = ['pwa-status'] as const;

export const usePwaStatus = () =>
  useQuery({ queryKey: pwaStatusKey, queryFn: readPwaStatus, refetchInterval: 5000, networkMode: 'always' });
