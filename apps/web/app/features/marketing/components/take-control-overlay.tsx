import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PRICES_CENTS, PROMO_OVERLAY_DELAY_MS, SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { formatPrice } from '../content/plans';
import { formatCountdown, nextCountdown, COUNTDOWN_START } from './countdown';

function hasSeenOverlay(): boolean {
  return window.sessionStorage.getItem(SESSION_STORAGE_KEYS.takeControlOverlaySeen) !== null;
}

function markSeen(): void {
  window.sessionStorage.setItem(SESSION_STORAGE_KEYS.takeControlOverlaySeen, 'true');
}

/**
 * The 'Take Control' overlay (spec §2): 3 s after the home page loads, once per session. The
 * countdown is a display, as the spec describes it: it starts at 23:47:32 and loops to 23:59:59.
 */
export function TakeControlOverlay({ forceOpen, onClose }: { forceOpen: boolean; onClose: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const [seconds, setSeconds] = useState(COUNTDOWN_START);

  useEffect(() => {
    if (hasSeenOverlay()) return;
    const timer = setTimeout(() => setOpen(true), PROMO_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (forceOpen) setOpen(true);
  }, [forceOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const timer = setInterval(() => setSeconds(nextCountdown), 1000);
    return () => clearInterval(timer);
  }, [isOpen]);

  const close = (open: boolean) => {
    if (open) return;
    markSeen();
    setOpen(false);
    onClose();
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Close aria-label="Close" className="absolute top-3 right-3 rounded p-1 hover:bg-ink-100">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="text-2xl font-bold">Take Control</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-700">
            Get your record off the first page of your name. Offer ends in{' '}
            <span className="font-mono font-semibold" data-testid="countdown" aria-live="off">
              {formatCountdown(seconds)}
            </span>
          </Dialog.Description>
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
            <ButtonLink to={paths.freeAssessment.getHref()} onClick={() => markSeen()}>
              Start Your Free Assessment
            </ButtonLink>
            <ButtonLink to={paths.pricing.getHref()} variant="outline" onClick={() => markSeen()}>
              View All Service Options
            </ButtonLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
