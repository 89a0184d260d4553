import { MembersPageSchema } from '@cleardocket/domain/members/contract';
import type { MemberStatus } from '@cleardocket/domain/members/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { keys } from './console-api';
import { queryOf } from './console-api';

export type MembersFilter = { q: string; status: MemberStatus | ''; plan: string; page: number };

export const useMembers = (filter: MembersFilter) =>
  useQuery({
    queryKey: [...keys.members, filter],
    queryFn: () => api.get(`/api/admin/members?${queryOf(filter)}`, MembersPageSchema),
    placeholderData: keepPreviousData,
  });
