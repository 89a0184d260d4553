import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CoverageCatalogue, RemovalResults } from '~/features/marketing/components/coverage';
import { CtaBand } from '~/features/marketing/components/cta-band';
import { PageHero } from '~/features/marketing/components/page-hero';
import { staticPage } from '~/lib/static-page';

/** Prerendered and shipped without React, with its own small script (docs/decisions/009). */
export const handle = staticPage('coverage');

/** Coverage (issue 14 §10–11): the sites we work and how, and our measured results. */
export default function Coverage() {
  return (
    <>
      <PageMeta
        title="Coverage and results"
        description="The people-search sites, data brokers, mugshot and court-record sites ClearDocket works, how each removal is filed, and our measured success rate and days to removal."
        path={paths.coverage.path}
      />
      <PageHero
        title="Coverage and results"
        lead="Which sites we work, how each removal is filed, and how often it works, measured from our own verdicts."
      />
      <CoverageCatalogue />
      <RemovalResults />
      <CtaBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
