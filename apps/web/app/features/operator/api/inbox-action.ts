import { InboxMessageResponseSchema } from '@cleardocket/domain/contact/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './console-api';
import { keys } from './console-api';

export function useInboxAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.post(
        `/api/admin/inbox/${encodeURIComponent(id)}/${handled ? 'handled' : 'reopen'}`,
        InboxMessageResponseSchema,
        undefined,
        OPTIONS,
      ),
    onSuccess: ({ message }) =>
      toast({ title: message.handledAt ? 'Marked handled' : 'Opened again', variant: 'success' }),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => Promise.all([keys.inbox, keys.audit].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
