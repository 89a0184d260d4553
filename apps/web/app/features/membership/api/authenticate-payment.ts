import { PaymentResultSchema } from '@cleardocket/domain/membership/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';

export function useAuthenticatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ checkoutId, approve }: { checkoutId: string; approve: boolean }) =>
      api.post(
        `/api/membership/sandbox/payments/${checkoutId}/authenticate`,
        PaymentResultSchema,
        { approve },
        OPTIONS,
      ),
    onSuccess: (result) => {
      client.setQueryData(billingKeys.membership, result.membership);
      void client.invalidateQueries({ queryKey: billingKeys.invoices });
    },
  });
}
