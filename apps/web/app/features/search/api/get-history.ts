import { HistorySchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { searchKeys } from './search-keys';

export const useHistory = () =>
  useQuery({
    queryKey: searchKeys.history,
    queryFn: () => api.get('/api/search/history', HistorySchema).then((data) => data.history),
  });
