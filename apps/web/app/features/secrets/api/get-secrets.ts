import { SecretListSchema } from '@cleardocket/domain/secrets/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const secretsKey = ['admin', 'secrets'] as const;

export function useSecrets() {
  return useQuery(
    queryOptions({ queryKey: secretsKey, queryFn: () => api.get('/api/admin/secrets', SecretListSchema) }),
  );
}
