import { useEffect, useState } from 'react';
import { ANALYTICS_START } from '@cleardocket/domain/constants';
import { Button } from '~/components/ui/button';

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
}

/** After 5 s and the next idle moment; 3 s where idle callbacks are unsupported (spec §9). */
export function scheduleAfterIdle(run: () => void): () => void {
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
 * The tag manager, only when a container is configured and the visitor said yes; nothing at all
 * is loaded otherwise. The choice is remembered in this browser.
 */
export function Analytics({ gtmId }: { gtmId: string }) {
  const [consent, setConsent] = useState<Consent>(null);
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    if (!gtmId) return;
    setConsent(readConsent());
    setReady(true);
  }, [gtmId]);

  useEffect(() => {
    if (!gtmId || consent !== 'granted') return;
    return scheduleAfterIdle(() => loadTagManager(gtmId));
  }, [gtmId, consent]);

  if (!gtmId || !isReady) return null;
  if (consent === 'granted') {
    return (
      <noscript>
        <iframe
          title="Tag manager"
          src={`${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(gtmId)}`}
          height="0"
          width="0"
          className="hidden"
        />
      </noscript>
    );
  }
  if (consent === 'denied') return null;
  const choose = (value: 'granted' | 'denied') => {
    window.localStorage.setItem(CONSENT_KEY, value);
    setConsent(value);
  };
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-white p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-ink-800">
          May we measure how the site is used, with analytics cookies? Nothing is loaded unless you say yes.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => choose('denied')}>
            No thanks
          </Button>
          <Button onClick={() => choose('granted')}>Allow analytics</Button>
        </div>
      </div>
    </section>
  );
}
