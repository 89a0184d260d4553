import { Navigate } from 'react-router';
import { BRAND } from '@cleardocket/domain/brand';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { HomeHero } from '~/features/marketing/components/home-hero';
import {
  FreeAssessmentBand,
  HowItWorks,
  InNumbers,
  WhatClientsSay,
  WhatWeDo,
} from '~/features/marketing/components/home-sections';
import { ProductScreens } from '~/features/marketing/components/product-screens';
import { TakeControlOverlay } from '~/features/marketing/components/take-control-overlay';
import { STATIC_PAGE } from '~/lib/static-page';

/** Prerendered and shipped without React; its script sends a signed-in member to the dashboard. */
export const handle = STATIC_PAGE;

export default function Home() {
  const session = useSession();
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      {/* A title that says what the product does, not the bare brand (issue 31 part 7). */}
      <PageMeta title={BRAND.tagline.replace(/\.$/, '')} description={BRAND.description} path={paths.home.path} />
      <TakeControlOverlay />
      <HomeHero />
      <HowItWorks />
      <WhatWeDo />
      <ProductScreens id="inside" title="Inside your dashboard" />
      <InNumbers />
      <WhatClientsSay />
      <FreeAssessmentBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
