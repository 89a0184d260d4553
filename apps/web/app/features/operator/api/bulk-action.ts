import { BulkResultSchema } from '@cleardocket/domain/operator/contract';
import type { BulkBody } from '@cleardocket/domain/operator/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './operator-api';
import { keys } from './operator-api';

/** One action on the chosen removals; the answer says, per removal, done or refused and why. */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkBody) => api.post('/api/admin/removals/bulk', BulkResultSchema, body, OPTIONS),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
