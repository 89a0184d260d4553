import { NoContentSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './secrets-api';
import { useSecretsMutation } from './secrets-api';

export const useDeleteSecret = () =>
  useSecretsMutation(
    (name: string) => api.delete(`/api/admin/secrets/${encodeURIComponent(name)}`, NoContentSchema, OPTIONS),
    () => 'Secret deleted',
  );
