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
        description="Answer four questions, and we search the web for your name: see what we find and which removal routes apply, free and without an account."
        path={paths.freeAssessment.path}
      />
      <PageHero
        title="Your Free Case Assessment"
        lead="Four questions and your name, two minutes, no account needed. We search the web for you once and show what we find."
      />
      <AssessmentForm />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
