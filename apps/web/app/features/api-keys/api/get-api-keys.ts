import { ApiKeyListSchema } from '@cleardocket/domain/api-keys/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const OPTIONS = { useServerMessage: true } as const;
/** The spec's cache tag ApiKeys (§3): every change to the keys refreshes this. */

export const apiKeysKey = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery(queryOptions({ queryKey: apiKeysKey, queryFn: () => api.get('/api/api-keys', ApiKeyListSchema) }));
}
