import { MembershipSchema } from '@cleardocket/domain/membership/contract';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { billingKeys, failed, OPTIONS } from './membership-api';

/** Confirms a change of plan; the receipt (if any) joins the invoices. */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    // The preview's moment goes back with the choice: the charge is the one the member was shown.
    mutationFn: (body: { planId: PlanId; quotedAt?: string }) =>
      api.post('/api/membership/plan-change', MembershipSchema, body, OPTIONS),
    onSuccess: async (membership) => {
      client.setQueryData(billingKeys.membership, membership);
      await client.invalidateQueries({ queryKey: billingKeys.invoices });
      // Stale, not fetched again now: the preview on screen is of the plan the member now has, which
      // the server would refuse as a change (409); the next choice fetches afresh.
      await client.invalidateQueries({ queryKey: billingKeys.planChange, refetchType: 'none' });
      toast({ title: 'Plan changed', description: 'We emailed you a confirmation.', variant: 'success' });
    },
    onError: failed,
  });
}
