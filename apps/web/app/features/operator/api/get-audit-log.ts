import { AuditPageSchema } from '@cleardocket/domain/audit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { keys } from './console-api';
import { queryOf } from './console-api';

export type AuditFilter = { action: string; operator: string; page: number };

export const useAuditLog = (filter: AuditFilter) =>
  useQuery({
    queryKey: [...keys.audit, filter],
    queryFn: () => api.get(`/api/admin/audit?${queryOf(filter)}`, AuditPageSchema),
    placeholderData: keepPreviousData,
  });
