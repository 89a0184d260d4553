import { AuthorisationStateSchema } from '@cleardocket/domain/removal/contract';
import type { GrantAuthorisation } from '@cleardocket/domain/removal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { PATH } from './get-authorisation';
import { OPTIONS } from './get-authorisation';
import { authorisationKeys } from './get-authorisation';

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
