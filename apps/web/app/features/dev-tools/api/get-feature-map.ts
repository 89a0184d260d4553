import { useQuery } from '@tanstack/react-query';
import { FeatureMapSchema } from '@cleardocket/domain/dev/contract';
import { api } from '~/lib/api-client';

/** The server's modules, API and job queues as the running app has them. */
export function useFeatureMap() {
  return useQuery({
    queryKey: ['dev-tools', 'feature-map'],
    queryFn: () => api.get('/api/dev/feature-map', FeatureMapSchema),
  });
}
