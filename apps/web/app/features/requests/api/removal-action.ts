import { RemovalResponseSchema, VerifyQueuedSchema } from '@cleardocket/domain/requests/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { queueAction } from './offline-queue';
import { OPTIONS } from './requests-api';
import { requestKeys } from './requests-api';

type RemovalAction =
  | { kind: 'authorise'; id: string; subject?: string; body?: string }
  | { kind: 'submitted'; id: string; note?: string }
  | { kind: 'verify'; id: string };

/** The member's own steps on a removal: authorise a letter, mark a form done, check the page now. */
export function useRemovalAction() {
  const client = useQueryClient();
  return useMutation({
    // Run even when the browser says it is offline (React Query would pause it): offline steps are queued.
    networkMode: 'always',
    mutationFn: async (action: RemovalAction): Promise<{ queued: boolean }> => {
      const path = `/api/requests/removals/${action.id}/${action.kind}`;
      const body =
        action.kind === 'submitted'
          ? { note: action.note }
          : action.kind === 'authorise'
            ? { subject: action.subject, body: action.body }
            : {};
      // One key for this step, online or queued: a retry, or the queue sending it later, runs it once.
      const idempotencyKey = crypto.randomUUID();
      try {
        const schema = action.kind === 'verify' ? VerifyQueuedSchema : RemovalResponseSchema;
        await api.create(path, schema, body, { ...OPTIONS, idempotencyKey });
        return { queued: false };
      } catch (error) {
        // Offline: keep it and send it when the connection is back (background sync).
        if (!(error instanceof ApiError) || error.status !== 0) throw error;
        await queueAction(path, body, idempotencyKey);
        return { queued: true };
      }
    },
    onSuccess: ({ queued }, action) => {
      if (queued) {
        toast({
          title: 'Saved while offline',
          description: 'We will send this as soon as you are back online.',
          variant: 'info',
        });
        return;
      }
      const messages = {
        authorise: {
          title: 'Letter authorised',
          description: 'We are sending it now; it will appear on the timeline.',
        },
        submitted: { title: 'Marked as submitted', description: 'We will track the site’s deadline from today.' },
        verify: { title: 'Checking the page', description: 'The result will appear under Evidence shortly.' },
      };
      toast({ ...messages[action.kind], variant: 'success' });
    },
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
