import { AlertCountSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { searchKeys } from './search-keys';

export const useAlertCount = () =>
  useQuery({
    queryKey: searchKeys.alerts,
    queryFn: () => api.get('/api/search/alerts', AlertCountSchema).then((data) => data.count),
  });
