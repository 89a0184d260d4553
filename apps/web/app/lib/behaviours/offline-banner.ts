/**
 * The offline banner (spec §2 "Banners"), plain DOM so that the static public pages and the React
 * app show the same one (decision 009): shown while the browser is offline, gone when it is back.
 */
const OFFLINE_TEXT = "You're offline - Some features may be limited";

export function attachOfflineBanner(root: HTMLElement): () => void {
  const banner = document.createElement('div');
  banner.setAttribute('role', 'status');
  banner.dataset.offlineBanner = '';
  banner.className =
    'fixed inset-x-0 top-0 z-50 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 shadow';
  banner.textContent = OFFLINE_TEXT;
  const update = () => {
    if (navigator.onLine) banner.remove();
    else if (!banner.isConnected) root.append(banner);
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    banner.remove();
  };
}
