import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatCents, PLANS } from '@cleardocket/domain/membership/plans';
import { firstChargeText } from '@cleardocket/domain/membership/trial';
import type { Onboarding } from '@cleardocket/domain/onboarding/contract';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { SummaryItem } from '~/components/ui/summary-item';
import { paths } from '~/config/paths';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { formatDay } from '~/lib/dates';

/** What the member set up, each line read from the server, then the way into the dashboard. */
export function OnboardingSummary({ onboarding }: { onboarding: Onboarding }) {
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>();
  const plan = onboarding.planId ? PLANS[onboarding.planId] : null;
  const payment =
    onboarding.paymentChoice === 'paid'
      ? 'Paid. Your receipt is on your billing page.'
      : onboarding.firstCharge
        ? `Card on file, free trial until ${formatDay(onboarding.firstCharge.at)}. ${firstChargeText(onboarding.firstCharge.amountCents, new Date(onboarding.firstCharge.at))}`
        : onboarding.trialEndsAt
          ? `Free trial until ${formatDay(onboarding.trialEndsAt)}. We remind you three days before it ends.`
          : 'Not paid yet.';
  const finish = async (to: string) => {
    setError(undefined);
    try {
      if (!onboarding.completed) await complete.mutateAsync(undefined);
      await navigate(to);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    }
  };
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 rounded-md border border-ink-200 p-4 sm:grid-cols-2">
        <SummaryItem label="For" tone="bold">
          {onboarding.profile?.label ?? '—'}
        </SummaryItem>
        <SummaryItem label="Plan" tone="bold">
          {plan ? `${plan.name}, ${formatCents(plan.amountCents)}${plan.id === 'premium' ? ' per link' : ''}` : '—'}
        </SummaryItem>
        <SummaryItem label="Payment">{payment}</SummaryItem>
        <SummaryItem label="Service agreement">
          {onboarding.agreementSigned ? 'Signed. The PDF is on your billing page.' : 'Not signed yet.'}
        </SummaryItem>
      </dl>
      <FormError message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void finish(paths.caseSearchWizard.getHref())} disabled={complete.isPending}>
          Run my first scan
        </Button>
        <Button variant="outline" onClick={() => void finish(paths.dashboard.getHref())} disabled={complete.isPending}>
          Go to my dashboard
        </Button>
      </div>
      <p className="text-sm text-ink-700">
        Change or cancel your plan at any time on your{' '}
        <Link to={paths.dashboardBilling.getHref()} className="font-semibold text-brand-700 underline">
          billing page
        </Link>
        .
      </p>
    </div>
  );
}
