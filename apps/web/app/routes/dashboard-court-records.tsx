import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { Section } from '~/components/ui/section';
import { paths } from '~/config/paths';
import { CasesList, NewCaseForm } from '~/features/court-records/components/cases-list';

/** Court records (issue 15): the member's cases, a new one, and the way to the pre-check. */
export default function DashboardCourtRecords() {
  return (
    <div className="grid gap-2 px-4 py-8 sm:px-6">
      <PageMeta
        title="Court records"
        description="Your court cases and where they appear online."
        path={paths.dashboardCourtRecords.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Court records</h1>
      <p className="max-w-prose text-ink-700">
        Court-record sites take a case down only when a court has sealed or expunged it. Add your case: we show every
        page where it appears, check whether it can be sealed, put you in touch with an attorney, and once the order is
        on file we ask every site to take it down.
      </p>
      <div>
        <ButtonLink to={paths.dashboardCourtRecordsCheck.getHref()} variant="outline">
          Check whether a record can be sealed
        </ButtonLink>
      </div>
      <Section title="Your cases">
        <CasesList />
      </Section>
      <Section title="Add a case">
        <NewCaseForm />
      </Section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
