import { useEffect, useRef } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { attachConsent } from './consent';

/**
 * The cookie banner, written only when a tag manager container is configured. It starts hidden;
 * its behaviour (consent.ts) shows it to a visitor who has not chosen yet.
 */
export function Analytics({ gtmId }: { gtmId: string }) {
  const bannerRef = useRef<HTMLElement>(null);
  useEffect(() => (bannerRef.current ? attachConsent(bannerRef.current, gtmId) : undefined), [gtmId]);
  if (!gtmId) return null;
  return (
    <section
      ref={bannerRef}
      hidden
      data-consent-banner
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-white p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-ink-800">
          May we measure how the site is used, with analytics cookies? Nothing is loaded unless you say yes.
        </p>
        <div className="flex gap-2">
          <button type="button" data-consent="denied" className={buttonClasses('outline')}>
            No thanks
          </button>
          <button type="button" data-consent="granted" className={buttonClasses()}>
            Allow analytics
          </button>
        </div>
      </div>
    </section>
  );
}
