import { RecentSearchesSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { searchKeys } from './search-keys';

export const useRecent = () =>
  useQuery({
    queryKey: searchKeys.recent,
    queryFn: () => api.get('/api/search/recent', RecentSearchesSchema).then((data) => data.recent),
  });
