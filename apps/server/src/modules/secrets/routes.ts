import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  RotatedSecretsSchema,
  SecretListSchema,
  SecretMetadataSchema,
  SecretNameParamsSchema,
  SecureSecretBodySchema,
  SecureSecretSchema,
  StoreSecretBodySchema,
} from '@cleardocket/domain/secrets/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { recordAdminAction } from '../audit/service';
import { deleteSecret, listSecretMetadata, rotateSecrets, secureSecret, storeSecret } from './service';

/**
 * Secrets encrypted at rest (`/api/admin/secrets`, operators only, every write audited). No route
 * ever answers a secret's value.
 */
const secretRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['operator'];
  fastify.addHook('onRequest', fastify.requireAdmin);
  // The one key ring of the process (plugins/secret-box.ts): SECRETS_KEY, or the embedded set-up's own key.
  const deps = { db: fastify.db, secretBox: fastify.secretBox };
  const audit = (adminId: string, action: string, details: Record<string, unknown>) =>
    recordAdminAction(fastify.db, { adminId, memberId: null, action, details });

  fastify.get('/admin/secrets', { schema: { tags, response: { 200: SecretListSchema, ...ERROR_RESPONSES } } }, () =>
    listSecretMetadata(deps),
  );

  fastify.post(
    '/admin/secrets',
    { schema: { tags, body: StoreSecretBodySchema, response: { 201: SecretMetadataSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { name, scope, value, expiresAt } = request.body;
      const stored = await storeSecret(deps, { name, scope, value, expiresAt: expiresAt ? new Date(expiresAt) : null });
      await audit(signedInUserId(request), 'secret_stored', { name, scope, expiresAt: expiresAt ?? null });
      return reply.code(201).send(stored);
    },
  );

  // The spec's secure-secret (§7): metadata of a live secret, never its value.
  fastify.post(
    '/admin/secrets/secure-secret',
    { schema: { tags, body: SecureSecretBodySchema, response: { 200: SecureSecretSchema, ...ERROR_RESPONSES } } },
    (request) => secureSecret(deps, request.body.name, request.body.scope),
  );

  fastify.post(
    '/admin/secrets/rotate',
    { schema: { tags, response: { 200: RotatedSecretsSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const result = await rotateSecrets(deps);
      await audit(signedInUserId(request), 'secrets_rotated', result);
      return result;
    },
  );

  fastify.delete(
    '/admin/secrets/:name',
    { schema: { tags, params: SecretNameParamsSchema, response: { 204: NoContentSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await deleteSecret(deps, request.params.name);
      await audit(signedInUserId(request), 'secret_deleted', { name: request.params.name });
      return reply.code(204).send();
    },
  );
};

export default secretRoutes;
