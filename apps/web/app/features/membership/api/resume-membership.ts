import { MembershipSchema } from '@cleardocket/domain/membership/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';
import { failed } from './membership-api';

export function useResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/membership/resume', MembershipSchema, undefined, OPTIONS),
    onSuccess: (membership) => {
      client.setQueryData(billingKeys.membership, membership);
      void client.invalidateQueries({ queryKey: billingKeys.invoices });
    },
    onError: failed,
  });
}
