import { SearchSettingsSchema } from '@cleardocket/domain/search/contract';
import type { SearchSettingsBody } from '@cleardocket/domain/search/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './search-keys';
import { searchKeys } from './search-keys';

export function useUpdateSearchSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SearchSettingsBody) =>
      api.patch('/api/search/settings', SearchSettingsSchema, changes, OPTIONS),
    onSuccess: (settings) => client.setQueryData(searchKeys.settings, settings),
  });
}
