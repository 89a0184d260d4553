import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { AssessmentForm } from '~/features/marketing/components/assessment-form';
import { PageHero } from '~/features/marketing/components/page-hero';
import { staticPage } from '~/lib/static-page';

/** Prerendered and shipped with its own small script instead of React (docs/decisions/009). */
export const handle = staticPage('assessment');

export default function FreeAssessment() {
  return (
    <>
      <PageMeta
        title="Free case assessment"
        description="Answer four questions and see which removal routes apply to your record, free and without an account."
        path={paths.freeAssessment.path}
      />
      <PageHero
        title="Your Free Case Assessment"
        lead="Four questions, two minutes, no account needed. Your answers stay in this browser tab."
      />
      <AssessmentForm />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
