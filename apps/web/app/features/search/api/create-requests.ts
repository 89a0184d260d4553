import { CreatedTakedownsSchema } from '@cleardocket/domain/requests/contract';
import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { markRequestCreated } from '~/lib/engagement';
import { toast } from '~/lib/toast';
import { OPTIONS } from './search-keys';
import { searchKeys } from './search-keys';

/** Takedown requests from results; an empty list does nothing (spec §5). */
export function useCreateRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (resultIds: string[]) =>
      resultIds.length === 0
        ? Promise.resolve({ requests: [] })
        : api.create('/api/requests', CreatedTakedownsSchema, { resultIds, type: 'both' }, OPTIONS),
    onSuccess: ({ requests }) => {
      if (requests.length === 0) return;
      markRequestCreated();
      toast({
        title: requests.length === 1 ? 'Takedown request created' : `${requests.length} takedown requests created`,
        description: requests.map((request) => request.reference).join(', '),
        variant: 'success',
      });
    },
    onError: () => toast({ ...SEARCH_TOASTS.createRequestFailed, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
