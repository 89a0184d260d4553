import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { AssessmentForm } from '~/features/marketing/components/assessment-form';
import { PageHero } from '~/features/marketing/components/page-hero';

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
