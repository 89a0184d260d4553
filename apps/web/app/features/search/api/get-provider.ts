import { ProviderSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { searchKeys } from './search-keys';

export const useProvider = () =>
  useQuery({
    queryKey: searchKeys.provider,
    queryFn: () => api.get('/api/search/provider', ProviderSchema),
  });
