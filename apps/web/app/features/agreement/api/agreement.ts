import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AgreementSchema, SignedSchema } from '@cleardocket/domain/agreement/contract';
import type { SignBody } from '@cleardocket/domain/agreement/contract';
import { api } from '~/lib/api-client';

const OPTIONS = { useServerMessage: true } as const;
const agreementKey = ['agreement'] as const;

/** The current service agreement, its text and hash, and the member's signature status. */
export const useAgreement = () =>
  useQuery({ queryKey: agreementKey, queryFn: () => api.get('/api/agreement', AgreementSchema, OPTIONS) });

/** Signs the agreement; the status is read again afterwards (or when the version changed meanwhile). */
export function useSignAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody) => api.post('/api/agreement/signatures', SignedSchema, body, OPTIONS),
    onSettled: () => client.invalidateQueries({ queryKey: agreementKey }),
  });
}
