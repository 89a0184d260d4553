import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiKeyListSchema, CreatedApiKeySchema, RevokedApiKeySchema } from '@cleardocket/domain/api-keys/contract';
import type { CreateApiKeyBody } from '@cleardocket/domain/api-keys/contract';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

const OPTIONS = { useServerMessage: true } as const;
/** The spec's cache tag ApiKeys (§3): every change to the keys refreshes this. */
const apiKeysKey = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery(queryOptions({ queryKey: apiKeysKey, queryFn: () => api.get('/api/api-keys', ApiKeyListSchema) }));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post('/api/api-keys', CreatedApiKeySchema, body, OPTIONS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/api-keys/${id}`, RevokedApiKeySchema, OPTIONS),
    onSuccess: async ({ key }) => {
      toast({ title: `API key “${key.name}” revoked`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
  });
}
