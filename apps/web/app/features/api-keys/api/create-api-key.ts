import { CreatedApiKeySchema } from '@cleardocket/domain/api-keys/contract';
import type { CreateApiKeyBody } from '@cleardocket/domain/api-keys/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './get-api-keys';
import { apiKeysKey } from './get-api-keys';

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post('/api/api-keys', CreatedApiKeySchema, body, OPTIONS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
