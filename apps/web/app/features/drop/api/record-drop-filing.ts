import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DropResponseSchema } from '@cleardocket/domain/drop/contract';
import type { RecordDropBody } from '@cleardocket/domain/drop/contract';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { dropKeys } from './get-drop';

const recordDropFiling = (body: RecordDropBody) =>
  api.put('/api/drop', DropResponseSchema, body, { useServerMessage: true });

export function useRecordDropFiling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordDropFiling,
    onSuccess: (answer) => {
      client.setQueryData(dropKeys.all, answer);
      toast({
        title: 'Filing recorded',
        description: 'We will hold the brokers to their deadline.',
        variant: 'success',
      });
    },
  });
}
