import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { attachOfflineBanner } from '~/lib/behaviours/offline-banner';
import { InstallBanner } from './install-banner';
import { UpdateBanner } from './update-banner';

/**
 * The app's banners (spec §2 "Banners"): offline at the top (the same plain-DOM banner the static
 * pages show), update and install at the bottom, over the page, full width on a phone.
 */
export function AppBanners() {
  const { pathname } = useLocation();
  useEffect(() => attachOfflineBanner(document.body), []);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3">
      <div className="pointer-events-auto grid w-full max-w-xl gap-2 empty:hidden">
        <UpdateBanner />
        {/* Mounted afresh on every page: each counts as a page view of the install rule. */}
        <InstallBanner key={pathname} />
      </div>
    </div>
  );
}
