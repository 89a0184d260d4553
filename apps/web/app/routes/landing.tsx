import { useLocation } from 'react-router';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { findLandingPage } from '~/features/marketing/content/landing-pages';
import { LandingView } from '~/features/marketing/components/landing-view';
import { PublicCheckForm } from '~/features/court-records/components/public-check-form';
import { paths } from '~/config/paths';
import NotFound from './not-found';
import { STATIC_PAGE } from '~/lib/static-page';

/** Every landing page and its /seo/ copy, chosen by path. */
/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function Landing() {
  const { pathname } = useLocation();
  const found = findLandingPage(pathname);
  if (!found) return <NotFound />;
  return (
    <LandingView
      page={found.page}
      path={pathname.replace(/\/$/, '')}
      isSeoCopy={found.isSeoCopy}
      extra={found.page.path === paths.sealCourtRecords.path ? <PublicCheckForm /> : undefined}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
