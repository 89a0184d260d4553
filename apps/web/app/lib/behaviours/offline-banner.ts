/**
 * The offline banner (spec §2 "Banners"), plain DOM so that the static public pages and the React
 * app show the same one (decision 009): shown while the browser is offline, gone when it is back.
 *
 * It stays in view at the top and hides nothing (issue 31 part 7: it covered the header): while it
 * shows, its height is `--offline-banner-height` on the root element, which pushes the page down
 * (body padding, app.css) and moves the sticky headers and the dashboard bar below it.
 */
const OFFLINE_TEXT = "You're offline - Some features may be limited";
export const OFFLINE_BANNER_HEIGHT = '--offline-banner-height';

export function attachOfflineBanner(root: HTMLElement): () => void {
  const banner = document.createElement('div');
  banner.setAttribute('role', 'status');
  banner.dataset.offlineBanner = '';
  banner.className =
    'fixed inset-x-0 top-0 z-50 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 shadow';
  banner.textContent = OFFLINE_TEXT;
  const style = document.documentElement.style;
  const reserve = () => style.setProperty(OFFLINE_BANNER_HEIGHT, `${banner.offsetHeight}px`);
  // The text may wrap on a narrow screen or a larger font: the space follows the banner's height.
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
  const update = () => {
    if (navigator.onLine) {
      banner.remove();
      resized?.disconnect();
      style.removeProperty(OFFLINE_BANNER_HEIGHT);
    } else if (!banner.isConnected) {
      root.append(banner);
      reserve();
      resized?.observe(banner);
    }
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    resized?.disconnect();
    banner.remove();
    style.removeProperty(OFFLINE_BANNER_HEIGHT);
  };
}
