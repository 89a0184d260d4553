import { RotatedSecretsSchema } from '@cleardocket/domain/secrets/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './secrets-api';
import { useSecretsMutation } from './secrets-api';

export const useRotateSecrets = () =>
  useSecretsMutation(
    () => api.post('/api/admin/secrets/rotate', RotatedSecretsSchema, undefined, OPTIONS),
    (result) => `${result.rotated} secret${result.rotated === 1 ? '' : 's'} re-sealed with the current key`,
  );
