import { nextUpdateState } from '@cleardocket/domain/pwa/update-state';
import type { UpdateEvent, UpdateState } from '@cleardocket/domain/pwa/update-state';
import type { PageMessage, WorkerMessage } from './pwa-caches';

/**
 * The page's side of the service worker (docs/pwa.md): registers `/sw.js` once, and follows its
 * updates through the spec's states (none → checking → downloading → ready, or error; the domain's
 * `nextUpdateState`). Plain code with no React: the static public pages register with it too.
 */
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open page looks for a new version (besides on load). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

let registering: Promise<ServiceWorkerRegistration | null> | null = null;
let updateState: UpdateState = 'none';
const listeners = new Set<() => void>();

export const getUpdateState = () => updateState;

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dispatch(event: UpdateEvent): void {
  const next = nextUpdateState(updateState, event);
  if (next === updateState) return;
  updateState = next;
  for (const listener of listeners) listener();
}

const isSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Follows a worker being installed: ready once it waits, failed if it is thrown away. */
function followInstalling(worker: ServiceWorker | null): void {
  if (!worker || !navigator.serviceWorker.controller) return; // the first install is no update
  dispatch({ type: 'found' });
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') dispatch({ type: 'installed' });
    if (worker.state === 'redundant') dispatch({ type: 'failed' });
  });
}

/** Asks the browser for a new version; offline it does not ask (and does not call that a failure). */
export async function checkForUpdate(): Promise<void> {
  const registration = await registering;
  if (!registration || !navigator.onLine) return;
  dispatch({ type: 'check' });
  try {
    await registration.update();
    if (!registration.installing && !registration.waiting) dispatch({ type: 'no-update' });
  } catch {
    dispatch({ type: 'failed' });
  }
}

function watch(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) dispatch({ type: 'installed' });
  followInstalling(registration.installing);
  registration.addEventListener('updatefound', () => followInstalling(registration.installing));
  setInterval(() => void checkForUpdate(), CHECK_EVERY_MS);
}

/** Registers the worker (once per page); resolves to null where there is none. */
export function registerServiceWorker(options: { watchUpdates?: boolean } = {}) {
  if (!isSupported()) return Promise.resolve(null);
  registering ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then((registration) => {
      if (options.watchUpdates) watch(registration);
      return registration;
    })
    .catch(() => {
      if (options.watchUpdates) dispatch({ type: 'failed' });
      return null;
    });
  return registering;
}

/** The update banner's "Update now": the waiting worker takes over, then the page reloads into it. */
export async function applyUpdate(): Promise<void> {
  const registration = await registering;
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  const message: WorkerMessage = { type: 'SKIP_WAITING' };
  waiting.postMessage(message);
}

/** The update banner's "Later", and its failure's dismissal. */
export const dismissUpdate = () => dispatch({ type: 'reset' });

/** Calls `onSent` when the worker's background sync sent queued steps. */
export function onQueueSentByWorker(onSent: (sent: number) => void): () => void {
  if (!isSupported()) return () => undefined;
  const listener = (event: MessageEvent) => {
    const message = event.data as PageMessage | null;
    if (message?.type === 'QUEUE_SENT') onSent(message.sent);
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
