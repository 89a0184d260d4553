import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RotatedSecretsSchema,
  SecretListSchema,
  SecretMetadataSchema,
  SecureSecretSchema,
} from '@cleardocket/domain/secrets/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

const OPTIONS = { useServerMessage: true } as const;
const secretsKey = ['admin', 'secrets'] as const;

export function useSecrets() {
  return useQuery(
    queryOptions({ queryKey: secretsKey, queryFn: () => api.get('/api/admin/secrets', SecretListSchema) }),
  );
}

function useSecretsMutation<TInput, TResult>(
  fn: (input: TInput) => Promise<TResult>,
  success: (result: TResult) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      toast({ title: success(result), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: secretsKey });
    },
  });
}

export const useStoreSecret = () =>
  useSecretsMutation(
    (body: { name: string; scope: string; value: string; expiresAt: string | null }) =>
      api.post('/api/admin/secrets', SecretMetadataSchema, body, OPTIONS),
    (stored) => `${stored.name} stored, encrypted`,
  );

export const useRotateSecrets = () =>
  useSecretsMutation(
    () => api.post('/api/admin/secrets/rotate', RotatedSecretsSchema, undefined, OPTIONS),
    (result) => `${result.rotated} secret${result.rotated === 1 ? '' : 's'} re-sealed with the current key`,
  );

export const useDeleteSecret = () =>
  useSecretsMutation(
    (name: string) => api.delete(`/api/admin/secrets/${encodeURIComponent(name)}`, NoContentSchema, OPTIONS),
    () => 'Secret deleted',
  );

/** The spec's secure-secret call (§7): metadata of a live secret, never its value. */
export const secureSecret = (body: { name: string; scope: string }) =>
  api.post('/api/admin/secrets/secure-secret', SecureSecretSchema, body, OPTIONS);
