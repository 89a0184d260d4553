import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuditPageSchema } from '@cleardocket/domain/audit/contract';
import { InboxMessageResponseSchema, InboxPageSchema } from '@cleardocket/domain/contact/contract';
import { MemberResponseSchema, MembersPageSchema } from '@cleardocket/domain/members/contract';
import type { MemberStatus } from '@cleardocket/domain/members/status';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

/** The operator console's sections beside the queue (issue 20): members, inbox, audit log. */

const OPTIONS = { useServerMessage: true } as const;
const keys = {
  members: ['operator', 'members'] as const,
  inbox: ['operator', 'inbox'] as const,
  audit: ['operator', 'audit'] as const,
};

/** The query string of a filter: empty values left out. */
function queryOf(filter: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    const text = String(value).trim();
    if (text) query.set(name, text);
  }
  return query.toString();
}

export type MembersFilter = { q: string; status: MemberStatus | ''; plan: string; page: number };

export const useMembers = (filter: MembersFilter) =>
  useQuery({
    queryKey: [...keys.members, filter],
    queryFn: () => api.get(`/api/admin/members?${queryOf(filter)}`, MembersPageSchema),
    placeholderData: keepPreviousData,
  });

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

export type InboxState = 'open' | 'handled' | 'all';

export const useInbox = (filter: { state: InboxState; page: number }) =>
  useQuery({
    queryKey: [...keys.inbox, filter],
    queryFn: () => api.get(`/api/admin/inbox?${queryOf(filter)}`, InboxPageSchema),
    placeholderData: keepPreviousData,
  });

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

export type AuditFilter = { action: string; operator: string; page: number };

export const useAuditLog = (filter: AuditFilter) =>
  useQuery({
    queryKey: [...keys.audit, filter],
    queryFn: () => api.get(`/api/admin/audit?${queryOf(filter)}`, AuditPageSchema),
    placeholderData: keepPreviousData,
  });
