import { RevokeResultSchema } from '@cleardocket/domain/removal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { PATH } from './get-authorisation';
import { OPTIONS } from './get-authorisation';
import { authorisationKeys } from './get-authorisation';

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
