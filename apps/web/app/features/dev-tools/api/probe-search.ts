import { SearchProbeSchema } from '@cleardocket/domain/dev/contract';
import type { SearchProbeBody } from '@cleardocket/domain/dev/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** One raw query to the provider, classified when asked (nothing is stored). */
export function useSearchProbe() {
  return useMutation({
    mutationFn: (body: SearchProbeBody) => api.post('/api/dev/search/query', SearchProbeSchema, body),
  });
}
