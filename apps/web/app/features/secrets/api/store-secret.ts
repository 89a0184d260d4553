import { SecretMetadataSchema } from '@cleardocket/domain/secrets/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './secrets-api';
import { useSecretsMutation } from './secrets-api';

export const useStoreSecret = () =>
  useSecretsMutation(
    (body: { name: string; scope: string; value: string; expiresAt: string | null }) =>
      api.post('/api/admin/secrets', SecretMetadataSchema, body, OPTIONS),
    (stored) => `${stored.name} stored, encrypted`,
  );
