import { AlertCountSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { searchKeys } from './search-keys';

/** How many results are alerts and how many await the member's answer (the domain's one rule, counted by the server). */
export const useAttentionCounts = () =>
  useQuery({
    queryKey: searchKeys.alerts,
    queryFn: () =>
      api.get('/api/search/alerts', AlertCountSchema).then((data) => ({ alerts: data.count, review: data.review })),
  });
