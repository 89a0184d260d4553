import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { heightWhenFilled, reserveBottomSpace } from '~/lib/behaviours/bottom-space';
import { attachOfflineBanner } from '~/lib/behaviours/offline-banner';
import { InstallBanner } from './install-banner';
import { UpdateBanner } from './update-banner';

/**
 * The app's banners (spec §2 "Banners"): offline at the top (the same plain-DOM banner the static
 * pages show), update and install at the bottom, full width on a phone. The page keeps room below
 * its content while they show (lib/behaviours/bottom-space.ts): they never hide its last controls.
 */
export function AppBanners() {
  const { pathname } = useLocation();
  const boxRef = useRef<HTMLDivElement>(null);
  const bannersRef = useRef<HTMLDivElement>(null);
  useEffect(() => attachOfflineBanner(document.body), []);
  useEffect(() => {
    const box = boxRef.current;
    const banners = bannersRef.current;
    return box && banners ? reserveBottomSpace(box, heightWhenFilled(box, banners)) : undefined;
  }, []);
  return (
    <div
      ref={boxRef}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3"
    >
      <div ref={bannersRef} className="pointer-events-auto grid w-full max-w-xl gap-2 empty:hidden">
        <UpdateBanner />
        {/* Mounted afresh on every page: each counts as a page view of the install rule. */}
        <InstallBanner key={pathname} />
      </div>
    </div>
  );
}
