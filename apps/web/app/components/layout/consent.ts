import { ANALYTICS_START } from '@cleardocket/domain/constants';
import { reserveBottomSpace } from '~/lib/behaviours/bottom-space';

export const CONSENT_KEY = 'analytics-consent';
const GTM_ORIGIN = 'https://www.googletagmanager.com';

type Consent = 'granted' | 'denied' | null;

function readConsent(): Consent {
  const value = window.localStorage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

function loadTagManager(gtmId: string): void {
  if (document.querySelector(`script[src^="${GTM_ORIGIN}/gtm.js"]`)) return;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
  // The tag manager's no-script frame, as its installation asks; it is added only after consent.
  const noscript = document.createElement('noscript');
  const frame = document.createElement('iframe');
  frame.title = 'Tag manager';
  frame.src = `${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(gtmId)}`;
  frame.height = '0';
  frame.width = '0';
  frame.className = 'hidden';
  noscript.append(frame);
  document.body.prepend(noscript);
}

/** After 5 s and the next idle moment; 3 s where idle callbacks are unsupported (spec §9). */
function scheduleAfterIdle(run: () => void): () => void {
  // Not every browser has idle callbacks (Safari did not for years), whatever the DOM types say.
  const idle: Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const { requestIdleCallback, cancelIdleCallback } = idle;
    let idleHandle = 0;
    const timer = window.setTimeout(() => {
      idleHandle = requestIdleCallback.call(window, run);
    }, ANALYTICS_START.idleDelayMs);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle) cancelIdleCallback.call(window, idleHandle);
    };
  }
  const timer = window.setTimeout(run, ANALYTICS_START.fallbackDelayMs);
  return () => window.clearTimeout(timer);
}

/**
 * The cookie banner (`[data-consent]` buttons inside) and the tag manager: loaded only when a
 * container is configured and the visitor said yes; nothing at all otherwise. The choice is
 * remembered in this browser. Plain DOM code: the static pages run it without React. While it
 * shows, the page keeps room below its content for it (bottom-space.ts).
 */
export function attachConsent(banner: HTMLElement, gtmId: string): () => void {
  if (!gtmId) return () => undefined;
  let cancelLoad: () => void = () => undefined;
  const apply = (consent: Consent) => {
    banner.hidden = consent !== null;
    if (consent === 'granted') cancelLoad = scheduleAfterIdle(() => loadTagManager(gtmId));
  };
  const onClick = (event: MouseEvent) => {
    const choice = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent]') : null;
    const value = choice?.dataset.consent;
    if (value !== 'granted' && value !== 'denied') return;
    window.localStorage.setItem(CONSENT_KEY, value);
    apply(value);
  };
  banner.addEventListener('click', onClick);
  apply(readConsent());
  const releaseSpace = reserveBottomSpace(banner);
  return () => {
    cancelLoad();
    releaseSpace();
    banner.removeEventListener('click', onClick);
  };
}
