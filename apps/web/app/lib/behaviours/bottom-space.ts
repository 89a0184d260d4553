/**
 * Room below the page for what sits fixed at the bottom of the window: the update and install
 * banners, toasts, the cookie banner, the sign-out error. Over the page they hid its last controls
 * (the update banner lay over "Sign the agreement" on a short page, issue 34), so while any of them
 * shows, the tallest one's height is `--bottom-overlay-height` on the root element: the body keeps
 * that much room below its content, the dashboard's menu below its links, and scrolling an element
 * into view (keyboard focus, a find) stops above them (app.css). Plain DOM: the static public
 * pages use it too (decision 009).
 */
export const BOTTOM_OVERLAY_HEIGHT = '--bottom-overlay-height';

const heights = new Map<Element, number>();

function applyTallest(): void {
  const tallest = Math.max(0, ...heights.values());
  const style = document.documentElement.style;
  if (tallest > 0) style.setProperty(BOTTOM_OVERLAY_HEIGHT, `${tallest}px`);
  else style.removeProperty(BOTTOM_OVERLAY_HEIGHT);
}

/**
 * Keeps room for `overlay` while it shows, following its height (a banner that wraps on a phone, a
 * second toast). `measure` says how much of the window it covers; by default its own height, which
 * is 0 while it is hidden. Returns the function that stops it and gives the room back.
 */
export function reserveBottomSpace(
  overlay: HTMLElement,
  measure: () => number = () => overlay.offsetHeight,
): () => void {
  const update = () => {
    heights.set(overlay, measure());
    applyTallest();
  };
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  resized?.observe(overlay);
  update();
  return () => {
    resized?.disconnect();
    heights.delete(overlay);
    applyTallest();
  };
}

/**
 * What a fixed box covers when its padding is there even with nothing in it (the banners' and the
 * toasts' containers): its height while it has content, else nothing.
 */
export function heightWhenFilled(container: HTMLElement, content: HTMLElement = container): () => number {
  return () => (content.childElementCount > 0 ? container.offsetHeight : 0);
}
