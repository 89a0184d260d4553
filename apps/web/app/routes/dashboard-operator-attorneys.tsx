import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Section } from '~/components/ui/section';
import { paths } from '~/config/paths';
import { AttorneyDirectory, ReferralsAdmin } from '~/features/court-records/components/attorney-directory';
import { ConsolePage } from '~/features/operator/components/console-page';

/** The operator console's partner attorneys and referrals (issue 15; admins only). */
export default function DashboardOperatorAttorneys() {
  return (
    <ConsolePage
      title="Partner attorneys"
      description="The partner-attorney directory and the referrals members made."
      path={paths.dashboardOperatorAttorneys.path}
    >
      <Section title="Referrals">
        <ReferralsAdmin />
      </Section>
      <Section title="Directory">
        <AttorneyDirectory />
      </Section>
    </ConsolePage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
