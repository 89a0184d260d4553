import fp from 'fastify-plugin';
import type { Config } from '../env';
import { resealSettings } from '../lib/app-settings';
import { createSecretBox } from '../lib/secret-box';
import type { SecretBox } from '../lib/secret-box';
import { useSecretBox } from '../lib/sealed-values';
import { resolveSecretsKeys } from '../lib/secrets-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key ring that seals secrets kept in the database (SECRETS_KEY; decision 075). */
    secretBox: SecretBox;
  }
}

/**
 * Secrets at rest (issue 32): the key ring, paired with the database handle so every module that
 * keeps a secret seals it, and the start-up step of a key rotation: settings still in clear or
 * sealed by SECRETS_KEY_PREVIOUS are sealed again under SECRETS_KEY.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const box = createSecretBox(resolveSecretsKeys(config));
    useSecretBox(fastify.db, box);
    fastify.decorate('secretBox', box);
    const resealed = await resealSettings(fastify.db);
    if (resealed > 0) fastify.log.info({ resealed }, 'secret settings sealed under the current key');
  },
  { name: 'secret-box', dependencies: ['db'] },
);
