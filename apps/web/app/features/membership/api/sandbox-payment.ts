import { PaymentResultSchema } from '@cleardocket/domain/membership/contract';
import type { SandboxPaymentBody } from '@cleardocket/domain/membership/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';

/** Pays on the sandbox's card form; a decline throws with the card's message (the form keeps what was typed). */
export function useSandboxPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxPaymentBody) =>
      api.post('/api/membership/sandbox/payments', PaymentResultSchema, body, OPTIONS),
    onSuccess: (result) => {
      client.setQueryData(billingKeys.membership, result.membership);
      void client.invalidateQueries({ queryKey: billingKeys.invoices });
    },
  });
}
