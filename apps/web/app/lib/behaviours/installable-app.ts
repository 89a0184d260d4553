import { countPageView } from '~/lib/engagement';
import { registerServiceWorker } from '~/lib/service-worker';
import { attachOfflineBanner } from './offline-banner';

/**
 * The installable app on a static public page (docs/pwa.md): the offline banner, the page count of
 * the install prompt's rule, and the service worker, which precaches the site from the first visit.
 * Loaded by the page script after it has made the page work, so it adds nothing to what the page
 * needs before it is interactive (decision 009's budget).
 */
export function startInstallableApp(): void {
  attachOfflineBanner(document.body);
  countPageView();
  void registerServiceWorker();
}
