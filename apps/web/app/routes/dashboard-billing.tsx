import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Section } from '~/components/ui/section';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { AgreementStatusLine } from '~/features/agreement/components/agreement-status-line';
import { useMembership } from '~/features/billing/api/billing';
import { InvoiceList } from '~/features/billing/components/invoice-list';
import { MembershipSummary } from '~/features/billing/components/membership-summary';
import { PlanPicker } from '~/features/billing/components/plan-picker';

/**
 * Billing (issue 16): the plan, next charge, card, cancel and pause, the service agreement's status,
 * choosing a plan, invoices.
 */
export default function DashboardBilling() {
  const membership = useMembership();
  if (membership.isPending) return <Spinner />;
  if (membership.isError) return <p role="alert">{membership.error.message}</p>;
  const canBuy =
    membership.data.status === 'trialing' || !membership.data.inForce || membership.data.plan?.billing === 'once';
  return (
    <div className="px-4 py-8 sm:px-6">
      <PageMeta
        title="Billing"
        description="Your plan, payments and invoices."
        path={paths.dashboardBilling.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Billing</h1>
      <Section title="Your plan">
        <MembershipSummary membership={membership.data} />
        <AgreementStatusLine />
      </Section>
      {canBuy ? (
        <Section title="Choose a plan">
          <PlanPicker onPaid={() => void membership.refetch()} />
        </Section>
      ) : null}
      <Section title="Invoices">
        <InvoiceList />
      </Section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
