import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium), caught as soon as this
 * module loads — it can fire before React has rendered — and kept until used.
 */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: BeforeInstallPromptEvent | null = null;
let installedNow = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const isInstallOffer = (event: Event): event is BeforeInstallPromptEvent =>
  'prompt' in event && typeof event.prompt === 'function';

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallOffer(event)) return;
    // The banner offers it, under the spec's rule, instead of the browser's own prompt.
    event.preventDefault();
    offer = event;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installedNow = true;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useInstallOffer = () =>
  useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );

/** Installed in this visit, or running as the installed app. */
export function useIsInstalled(): boolean {
  const justInstalled = useSyncExternalStore(
    subscribe,
    () => installedNow,
    () => false,
  );
  return justInstalled || (typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches);
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const current = offer;
  if (!current) throw new Error('The browser no longer offers to install the app.');
  offer = null;
  notify();
  await current.prompt();
  return (await current.userChoice).outcome;
}

/** The appinstalled event, for the 'App Installed!' toast. */
export function onAppInstalled(listener: () => void): () => void {
  window.addEventListener('appinstalled', listener);
  return () => window.removeEventListener('appinstalled', listener);
}
