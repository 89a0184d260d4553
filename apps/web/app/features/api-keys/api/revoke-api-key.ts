import { RevokedApiKeySchema } from '@cleardocket/domain/api-keys/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './get-api-keys';
import { apiKeysKey } from './get-api-keys';

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
