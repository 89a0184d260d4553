import { SecureSecretSchema } from '@cleardocket/domain/secrets/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './secrets-api';

/** The spec's secure-secret call (§7): metadata of a live secret, never its value. */
export const secureSecret = (body: { name: string; scope: string }) =>
  api.post('/api/admin/secrets/secure-secret', SecureSecretSchema, body, OPTIONS);
