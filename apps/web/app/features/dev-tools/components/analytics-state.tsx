import { useState } from 'react';
import { ANALYTICS_START } from '@cleardocket/domain/constants';
import { Button } from '~/components/ui/button';
import { CONSENT_KEY } from '~/components/layout/consent';
import { GTM_ID } from '~/config/env';
import { CodeBlock } from './scroll-box';

type Consent = 'granted' | 'denied' | null;

function readConsent(): Consent {
  if (typeof window === 'undefined') return null;
  const value = window.localStorage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

function readDataLayer(): string {
  const layer: unknown = typeof window === 'undefined' ? undefined : Reflect.get(window, 'dataLayer');
  return Array.isArray(layer) && layer.length > 0 ? JSON.stringify(layer, null, 2) : 'Empty: nothing has been sent.';
}

/** What the app would do about analytics for this browser (consent.ts is the behaviour that does it). */
function describe(consent: Consent): string {
  if (!GTM_ID)
    return 'Nothing: no tag manager is configured (GTM_ID is not set), so no banner shows and nothing loads.';
  if (consent === 'granted') {
    return `The tag manager loads ${ANALYTICS_START.idleDelayMs / 1000} s after each page load, at the next idle moment, and is sent the event below.`;
  }
  if (consent === 'denied') return 'Nothing: this browser said no. The banner stays hidden.';
  return 'Nothing yet: the cookie banner asks first.';
}

/** Consent state and what would be sent (`/dev/test-analytics`). */
export function AnalyticsState() {
  const [consent, setConsent] = useState<Consent>(readConsent);
  const [dataLayer, setDataLayer] = useState(readDataLayer);
  const choose = (value: Consent) => {
    if (value === null) window.localStorage.removeItem(CONSENT_KEY);
    else window.localStorage.setItem(CONSENT_KEY, value);
    setConsent(readConsent());
  };
  const script = GTM_ID ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(GTM_ID)}` : null;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-ink-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Tag manager (GTM_ID)</dt>
        <dd className="font-mono">{GTM_ID || 'not configured'}</dd>
        <dt className="font-semibold">Consent in this browser</dt>
        <dd aria-live="polite">{consent ?? 'not asked yet'}</dd>
        <dt className="font-semibold">What happens</dt>
        <dd>{describe(consent)}</dd>
        <dt className="font-semibold">Script it would load</dt>
        <dd className="font-mono text-sm break-all">{script && consent === 'granted' ? script : 'none'}</dd>
        <dt className="font-semibold">First event</dt>
        <dd className="font-mono text-sm">
          {script && consent === 'granted' ? '{ "gtm.start": <now>, "event": "gtm.js" }' : 'none'}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => choose('granted')}>
          Grant consent
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose('denied')}>
          Deny consent
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose(null)}>
          Forget the choice
        </Button>
      </div>
      <p className="text-sm text-ink-700">
        A changed choice applies from the next page load, as the banner&apos;s does.
      </p>
      <section aria-labelledby="data-layer" className="grid gap-2">
        <h2 id="data-layer" className="text-xl font-semibold">
          Sent so far (window.dataLayer)
        </h2>
        <CodeBlock label="window.dataLayer">{dataLayer}</CodeBlock>
        <div>
          <Button size="sm" variant="outline" onClick={() => setDataLayer(readDataLayer())}>
            Read again
          </Button>
        </div>
      </section>
    </div>
  );
}
