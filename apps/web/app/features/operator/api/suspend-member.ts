import { MemberResponseSchema } from '@cleardocket/domain/members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './console-api';
import { keys } from './console-api';

export function useMemberSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend, reason }: { id: string; suspend: boolean; reason: string }) =>
      api.post(
        `/api/admin/members/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'reinstate'}`,
        MemberResponseSchema,
        { reason },
        OPTIONS,
      ),
    onSuccess: ({ member }) =>
      toast({
        title: member.status === 'suspended' ? `${member.name} is suspended` : `${member.name} is reinstated`,
        variant: 'success',
      }),
    onSettled: () => Promise.all([keys.members, keys.audit].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
