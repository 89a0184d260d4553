import { SearchSettingsSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { searchKeys } from './search-keys';

export const useSearchSettings = () =>
  useQuery({
    queryKey: searchKeys.settings,
    queryFn: () => api.get('/api/search/settings', SearchSettingsSchema),
  });
