import { PROMO_OVERLAY_DELAY_MS, SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { trapFocus } from '~/lib/behaviours/focus-trap';
import { COUNTDOWN_START, formatCountdown, nextCountdown } from './countdown';

/** Buttons that open the overlay carry this attribute (the hero's 'Start Protecting My Reputation'). */
export const OPENS_TAKE_CONTROL = 'data-opens-take-control';

function hasSeenOverlay(): boolean {
  return window.sessionStorage.getItem(SESSION_STORAGE_KEYS.takeControlOverlaySeen) !== null;
}

function markSeen(): void {
  window.sessionStorage.setItem(SESSION_STORAGE_KEYS.takeControlOverlaySeen, 'true');
}

/**
 * The 'Take Control' overlay (spec §2) on a native modal dialog, which closes on Escape and gives
 * focus back; Tab is kept inside it. It opens 3 s after the page loads unless it was seen this session,
 * or when an opener is pressed. Closing it (button, Escape, backdrop) or following one of its
 * links marks it seen. The countdown is a display, as the spec describes it: it starts at
 * 23:47:32 and loops to 23:59:59. Plain DOM code: the static home page runs it without React.
 */
export function attachTakeControlOverlay(dialog: HTMLDialogElement): () => void {
  const doc = dialog.ownerDocument;
  const countdown = dialog.querySelector<HTMLElement>('[data-countdown]');
  let seconds = COUNTDOWN_START;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const open = () => {
    if (dialog.open) return;
    seconds = COUNTDOWN_START;
    if (countdown) countdown.textContent = formatCountdown(seconds);
    dialog.showModal();
    ticker = setInterval(() => {
      seconds = nextCountdown(seconds);
      if (countdown) countdown.textContent = formatCountdown(seconds);
    }, 1000);
  };
  const onClose = () => {
    clearInterval(ticker);
    markSeen();
  };
  const onDialogClick = (event: MouseEvent) => {
    // A click on the backdrop lands on the dialog element itself; its content fills the box.
    if (event.target === dialog) dialog.close();
    else if (event.target instanceof Element && event.target.closest('[data-dialog-close]')) dialog.close();
    else if (event.target instanceof Element && event.target.closest('a')) markSeen();
  };
  const onDocumentClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${OPENS_TAKE_CONTROL}]`)) open();
  };

  const timer = hasSeenOverlay() ? undefined : setTimeout(open, PROMO_OVERLAY_DELAY_MS);
  const releaseFocus = trapFocus(dialog);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onDialogClick);
  doc.addEventListener('click', onDocumentClick);
  return () => {
    clearTimeout(timer);
    clearInterval(ticker);
    releaseFocus();
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onDialogClick);
    doc.removeEventListener('click', onDocumentClick);
  };
}
