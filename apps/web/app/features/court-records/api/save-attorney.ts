import { AdminAttorneyResponseSchema } from '@cleardocket/domain/court-records/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { courtKeys } from './court-api';

export type AttorneyValues = {
  name: string;
  firm: string | null;
  email: string;
  phone: string | null;
  states: string[];
  practiceAreas: string[];
  fees: string;
  languages: string[];
  capacity: number;
  active: boolean;
};

export function useSaveAttorney() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: AttorneyValues }) =>
      id
        ? api.put(`/api/admin/court-records/attorneys/${id}`, AdminAttorneyResponseSchema, values, OPTIONS)
        : api.post('/api/admin/court-records/attorneys', AdminAttorneyResponseSchema, values, OPTIONS),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.adminAttorneys }),
  });
}
