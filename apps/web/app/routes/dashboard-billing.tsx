import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Section } from '~/components/ui/section';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { AgreementStatusLine } from '~/features/agreement/components/agreement-status-line';
import { useMembership } from '~/features/membership/api/get-membership';
import { BuyPremiumLink } from '~/features/membership/components/buy-premium-link';
import { InvoiceList } from '~/features/membership/components/invoice-list';
import { MembershipSummary } from '~/features/membership/components/membership-summary';
import { PlanChange } from '~/features/membership/components/plan-change';
import { PlanPicker } from '~/features/membership/components/plan-picker';
import { PremiumLinks } from '~/features/membership/components/premium-links';
import type { PremiumCandidate } from '~/features/membership/components/premium-links';
import { useRequests } from '~/features/requests/api/get-requests';
import { isFinal } from '@cleardocket/domain/requests/status';
import { MEMBER_REQUESTS_PAGE } from '@cleardocket/domain/constants';

/** The member's removals still without a verdict: what a premium link can be used for. */
function useOpenRemovals(): PremiumCandidate[] {
  const requests = useRequests({ status: 'in_progress', page: 1, pageSize: MEMBER_REQUESTS_PAGE.maxSize });
  const pending = useRequests({ status: 'pending', page: 1, pageSize: MEMBER_REQUESTS_PAGE.maxSize });
  return [...(pending.data?.requests ?? []), ...(requests.data?.requests ?? [])].flatMap((takedown) =>
    takedown.removals
      .filter((removal) => !isFinal(removal.status))
      .map((removal) => ({ id: removal.id, label: `${removal.siteName ?? removal.domain} (${removal.reference})` })),
  );
}

/**
 * Billing (issue 16): the plan, next charge, card, cancel and pause, the service agreement's status,
 * choosing a plan, premium links and their guarantee, invoices.
 */
export default function DashboardBilling() {
  const membership = useMembership();
  const openRemovals = useOpenRemovals();
  if (membership.isPending) return <Spinner />;
  if (membership.isError) return <p role="alert">{membership.error.message}</p>;
  const canBuy =
    membership.data.status === 'trialing' || !membership.data.inForce || membership.data.plan?.billing === 'once';
  // A chosen plan within the trial, or a running monitoring plan (decision 082; past due, it says
  // what to do first); one-time plans are bought.
  const { plan, status } = membership.data;
  const canChangePlan =
    plan !== null &&
    membership.data.inForce &&
    (status === 'trialing' || ((status === 'active' || status === 'past_due') && plan.billing !== 'once'));
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
      {canChangePlan ? (
        <Section title="Change plan">
          <PlanChange membership={membership.data} />
        </Section>
      ) : null}
      {canBuy ? (
        <Section title="Choose a plan">
          <PlanPicker
            firstChargeAt={membership.data.status === 'trialing' ? membership.data.trialEndsAt : null}
            onPaid={() => void membership.refetch()}
          />
        </Section>
      ) : null}
      <Section title="Premium links">
        <PremiumLinks candidates={openRemovals} />
        {canBuy ? null : <BuyPremiumLink />}
      </Section>
      <Section title="Invoices">
        <InvoiceList />
      </Section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
