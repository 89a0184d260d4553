import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { PRICES_CENTS } from '@cleardocket/domain/constants';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { formatPrice } from '../content/plans';
import { COUNTDOWN_START, formatCountdown } from './countdown';
import { attachTakeControlOverlay } from './take-control-behaviour';

export { OPENS_TAKE_CONTROL } from './take-control-behaviour';

/**
 * The 'Take Control' overlay's markup (spec §2). Its behaviour (take-control-behaviour.ts) is
 * plain DOM code, run here under React and by the static home page's script.
 */
export function TakeControlOverlay() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => (dialogRef.current ? attachTakeControlOverlay(dialogRef.current) : undefined), []);

  return (
    <dialog
      ref={dialogRef}
      data-take-control
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60"
    >
      <div className="relative p-6">
        <button
          type="button"
          aria-label="Close"
          data-dialog-close
          className="absolute top-3 right-3 rounded p-1 hover:bg-ink-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="text-2xl font-bold">
          Take Control
        </h2>
        <p id={descriptionId} className="mt-2 text-ink-700">
          Get your record off the first page of your name. Offer ends in{' '}
          <span className="font-mono font-semibold" data-testid="countdown" data-countdown aria-live="off">
            {formatCountdown(COUNTDOWN_START)}
          </span>
        </p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <div className="rounded-xl border border-ink-200 p-4">
            <p className="font-semibold">Basic</p>
            <p className="text-2xl font-extrabold">{formatPrice(PRICES_CENTS.basicOneTime)}</p>
            <p className="text-sm text-ink-700">One-time payment, lifetime protection.</p>
          </div>
          <div className="rounded-xl border border-brand-700 p-4">
            <p className="font-semibold">Premium</p>
            <p className="text-2xl font-extrabold">
              {formatPrice(PRICES_CENTS.premiumPerLink)} <span className="text-base font-normal">per link</span>
            </p>
            <p className="text-sm text-ink-700">Expedited human-assisted removal with a 45-day guarantee.</p>
          </div>
        </div>
        <p className="mt-4 text-sm font-semibold text-amber-900">Currently accepting 23 premium cases this week</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.freeAssessment.getHref()}>Start Your Free Assessment</ButtonLink>
          <ButtonLink to={paths.pricing.getHref()} variant="outline">
            View All Service Options
          </ButtonLink>
        </div>
      </div>
    </dialog>
  );
}
