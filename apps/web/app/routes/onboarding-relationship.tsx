import { useNavigate } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { OnboardingFrame } from '~/features/onboarding/components/onboarding-frame';
import { RelationshipForm } from '~/features/onboarding/components/relationship-form';

export default function OnboardingRelationship() {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta
        title="Who it is for"
        description="Tell us who we are protecting."
        path={paths.onboardingRelationship.path}
        noindex
      />
      <OnboardingFrame
        step="relationship"
        title="Who is this for?"
        lead="We search and remove records for one person or business at a time. You can add others later."
      >
        {(onboarding) => (
          <RelationshipForm
            profile={onboarding.profile}
            onDone={() => void navigate(paths.onboardingPricing.getHref())}
          />
        )}
      </OnboardingFrame>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
