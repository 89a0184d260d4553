import { SignedSchema } from '@cleardocket/domain/agreement/contract';
import type { SignBody } from '@cleardocket/domain/agreement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './get-agreement';
import { agreementKey } from './get-agreement';

/** Signs the agreement; the status is read again afterwards (or when the version changed meanwhile). */
export function useSignAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody) => api.post('/api/agreement/signatures', SignedSchema, body, OPTIONS),
    onSettled: () => client.invalidateQueries({ queryKey: agreementKey }),
  });
}
