import { CaseResponseSchema } from '@cleardocket/domain/court-records/contract';
import type { CaseBody } from '@cleardocket/domain/court-records/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { courtKeys } from './court-api';

export function useCreateCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseBody) => api.create('/api/court-records/cases', CaseResponseSchema, body, OPTIONS),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.cases }),
  });
}
