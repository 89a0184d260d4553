import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import * as repository from './repository';
import type { SecretRow } from './repository';

/**
 * Secrets encrypted at rest (issue 18 item 6; docs/api-keys.md "Secrets"). Values go in through
 * `storeSecret` and come out only to server code through `readSecret`; every HTTP answer is
 * metadata (name, scope, expiry, the sealing key's fingerprint).
 */
export type SecretsDeps = { db: Db; secretBox: SecretBox | null };

const NOT_CONFIGURED = 'Secrets cannot be stored: SECRETS_KEY is not set on the server.';

function boxOf(deps: SecretsDeps): SecretBox {
  // 409, not 503: the request is fine, the server's set-up is what must change (and the security
  // suite holds every 5xx to be a fault).
  if (!deps.secretBox) throw new AppError('conflict', NOT_CONFIGURED, 409);
  return deps.secretBox;
}

export function isExpired(row: { expiresAt: Date | null }, now = new Date()): boolean {
  return row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
}

function metadata(row: SecretRow, now: Date) {
  return {
    name: row.name,
    scope: row.scope,
    expiresAt: row.expiresAt,
    expired: isExpired(row, now),
    keyId: row.keyId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listSecretMetadata(deps: SecretsDeps, now = new Date()) {
  const rows = await repository.listSecrets(deps.db);
  return {
    configured: deps.secretBox !== null,
    currentKeyId: deps.secretBox?.currentKeyId ?? null,
    secrets: rows.map((row) => metadata(row, now)),
  };
}

export async function storeSecret(
  deps: SecretsDeps,
  input: { name: string; scope: string; value: string; expiresAt: Date | null },
  now = new Date(),
) {
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('bad_request', 'Choose an expiry date in the future.', 400);
  }
  const { sealed, keyId } = boxOf(deps).seal(input.value, input.name);
  const row = await repository.upsertSecret(deps.db, {
    name: input.name,
    scope: input.scope,
    sealed,
    keyId,
    expiresAt: input.expiresAt,
  });
  return metadata(row, now);
}

/** The spec's secure-secret (§7): the secret's metadata when it exists in that scope and is live. */
export async function secureSecret(deps: SecretsDeps, name: string, scope: string, now = new Date()) {
  const row = await repository.findSecret(deps.db, name);
  if (!row || row.scope !== scope) throw new AppError('not_found', 'No secret of that name in that scope.', 404);
  if (isExpired(row, now)) throw new AppError('gone', `The secret ${name} expired. Store a new value.`, 410);
  return { name: row.name, scope: row.scope, expiresAt: row.expiresAt };
}

/**
 * A secret's value, for server code only (a provider's key): null when none is stored. An expired
 * secret is refused, never used.
 */
export async function readSecret(deps: SecretsDeps, name: string, now = new Date()): Promise<string | null> {
  const row = await repository.findSecret(deps.db, name);
  if (!row) return null;
  if (isExpired(row, now)) throw new AppError('gone', `The secret ${name} expired. Store a new value.`, 410);
  return boxOf(deps).open(row.sealed, row.keyId, row.name);
}

/** Re-seals every secret sealed under an older key with the current one; answers how many. */
export async function rotateSecrets(deps: SecretsDeps): Promise<{ rotated: number; currentKeyId: string }> {
  const box = boxOf(deps);
  const stale = await repository.sealedElsewhere(deps.db, box.currentKeyId);
  for (const row of stale) {
    if (!box.knows(row.keyId)) {
      throw new AppError(
        'conflict',
        `The secret ${row.name} was sealed with a key that is not configured (${row.keyId}). Put that key in SECRETS_KEY_PREVIOUS and rotate again.`,
        409,
      );
    }
    const { sealed, keyId } = box.seal(box.open(row.sealed, row.keyId, row.name), row.name);
    await repository.reseal(deps.db, row.id, sealed, keyId);
  }
  return { rotated: stale.length, currentKeyId: box.currentKeyId };
}

export async function deleteSecret(deps: SecretsDeps, name: string): Promise<void> {
  if (!(await repository.deleteSecret(deps.db, name))) throw new AppError('not_found', 'No secret of that name.', 404);
}
