import { AccountExportJobResponseSchema } from '@cleardocket/domain/account/export-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';

/** How often a running export is asked about. */
const EXPORT_POLL_MS = 1500;

export const exportKey = (id: string) => ['account', 'exports', id] as const;

/** One export's state and progress (`GET /api/account/exports/:id`). */
export const getExport = (id: string) =>
  api
    .get(`/api/account/exports/${encodeURIComponent(id)}`, AccountExportJobResponseSchema, OPTIONS)
    .then((data) => data.export);

export const getExportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: exportKey(id),
    queryFn: () => getExport(id),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : EXPORT_POLL_MS;
    },
  });

/** Follows an export until it is ready or has failed; nothing while no export was asked for. */
export function useExport(id: string | null) {
  return useQuery({ ...getExportQueryOptions(id ?? ''), enabled: id !== null });
}

/** Where a finished export downloads from (an attachment; the browser keeps the session cookie). */
export const exportFileUrl = (id: string) => `/api/account/exports/${encodeURIComponent(id)}/file`;
