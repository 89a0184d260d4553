import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthorisationStateSchema, RevokeResultSchema } from '@cleardocket/domain/removal/contract';
import type { GrantAuthorisation } from '@cleardocket/domain/removal/contract';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

const PATH = '/api/removal-runner/authorisation';
const OPTIONS = { useServerMessage: true } as const;
const authorisationKeys = { all: ['authorisation'] as const };

export const useAuthorisation = () =>
  useQuery({ queryKey: authorisationKeys.all, queryFn: () => api.get(PATH, AuthorisationStateSchema, OPTIONS) });

/** Grants (or re-grants, to change the choices) the agent authorisation. */
export function useGrantAuthorisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantAuthorisation) => api.put(PATH, AuthorisationStateSchema, input, OPTIONS),
    onSuccess: (state) => {
      client.setQueryData(authorisationKeys.all, state);
      toast({
        title: 'Authorisation saved',
        description: 'We file your opt-out forms as you chose.',
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
  });
}

export function useRevokeAuthorisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(PATH, RevokeResultSchema, OPTIONS),
    onSuccess: ({ cancelledRuns }) => {
      void client.invalidateQueries({ queryKey: authorisationKeys.all });
      toast({
        title: 'Authorisation revoked',
        description:
          cancelledRuns > 0
            ? `Filing stopped; ${cancelledRuns} pending filings were cancelled.`
            : 'Nothing more is filed for you.',
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
  });
}
