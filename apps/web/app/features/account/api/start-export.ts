import { AccountExportJobResponseSchema } from '@cleardocket/domain/account/export-contract';
import type { ExportFormat } from '@cleardocket/domain/account/export-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';
import { exportKey } from './get-export';

/** Asks for a copy of the member's data (`POST /api/account/exports`); a job makes it. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (format: ExportFormat) =>
      api.post('/api/account/exports', AccountExportJobResponseSchema, { format }, OPTIONS).then((data) => data.export),
    // The job as the server first reported it: the progress shows at once, then polling takes over.
    onSuccess: (job) => client.setQueryData(exportKey(job.id), job),
  });
}
