import { useEffect, useRef } from 'react';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { showAssessmentResult } from '~/features/marketing/components/assessment-behaviour';
import { AssessmentFound, AssessmentStates } from '~/features/marketing/components/assessment-result';
import { PageHero } from '~/features/marketing/components/page-hero';
import { staticPage } from '~/lib/static-page';

/** Prerendered and shipped with its own small script instead of React (docs/decisions/009). */
export const handle = staticPage('assessment');

/**
 * The assessment's result: the teaser scan of the visitor's name (counts by severity and by kind
 * of site, the first findings masked by the server, the removal path for each kind found), the
 * routes and the plan that fit the answers, and the way in. Every part is written hidden
 * (features/marketing/components/assessment-result.tsx),
 * and `showAssessmentResult` polls the scan and fills in and shows the parts that apply.
 */
export default function PreviewResults() {
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => (resultRef.current ? showAssessmentResult(resultRef.current) : undefined), []);
  return (
    <>
      <PageMeta
        title="Your case assessment"
        description="What can be done about the records that follow you online."
        path={paths.previewResults.path}
        noindex
      />
      <PageHero title="Your Case Assessment" lead="What we found about you online, and what we can do about it." />
      <section ref={resultRef} data-assessment-result className="mx-auto max-w-3xl px-4 pb-16">
        <AssessmentStates />
        <AssessmentFound />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
