import { AgreementSchema } from '@cleardocket/domain/agreement/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const OPTIONS = { useServerMessage: true } as const;

export const agreementKey = ['agreement'] as const;

/** The current service agreement, its text and hash, and the member's signature status. */
export const useAgreement = () =>
  useQuery({ queryKey: agreementKey, queryFn: () => api.get('/api/agreement', AgreementSchema, OPTIONS) });
