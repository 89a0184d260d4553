import { MembershipSchema } from '@cleardocket/domain/membership/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';
import { failed } from './membership-api';

/** Cancel or pause at the period's end (`atPeriodEnd: true`), or take it back: one call each. */
export function useScheduleChange(kind: 'cancel' | 'pause') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (atPeriodEnd: boolean) =>
      api.put(`/api/membership/${kind}`, MembershipSchema, { atPeriodEnd }, OPTIONS),
    onSuccess: (membership) => {
      client.setQueryData(billingKeys.membership, membership);
      toast({ title: 'Saved', description: 'We emailed you a confirmation.', variant: 'success' });
    },
    onError: failed,
  });
}
