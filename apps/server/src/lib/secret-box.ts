import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key ring (issue 18 item 6): the current key seals, every key of the ring
 * opens what it sealed, so SECRETS_KEY can be rotated: put the old key in SECRETS_KEY_PREVIOUS,
 * the new one in SECRETS_KEY, then re-seal (`reseal`) until nothing names the old key.
 *
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url; a fresh 96-bit IV each time) and is
 * bound to its `context` (the secret's name) as additional data: a sealed value copied onto
 * another secret's row does not open.
 */
export type SecretBox = {
  /** The current key's fingerprint (not the key: the first 12 hex digits of its SHA-256). */
  readonly currentKeyId: string;
  seal(plaintext: string, context: string): { sealed: string; keyId: string };
  open(sealed: string, keyId: string, context: string): string;
  /** Whether `keyId` is a key of the ring. */
  knows(keyId: string): boolean;
};

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const VERSION = 'v1';

function toKey(encoded: string): Buffer {
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) throw new SecretBoxError('A secrets key must be 32 bytes (base64).');
  return key;
}

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

export function createSecretBox(keys: { current: string; previous: string[] }): SecretBox {
  const current = toKey(keys.current);
  const currentKeyId = keyIdOf(current);
  const ring = new Map<string, Buffer>([[currentKeyId, current]]);
  for (const encoded of keys.previous) {
    const key = toKey(encoded);
    if (!ring.has(keyIdOf(key))) ring.set(keyIdOf(key), key);
  }
  return {
    currentKeyId,
    knows: (keyId) => ring.has(keyId),
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      const parts = [iv, tag, ciphertext].map((part) => part.toString('base64url'));
      return { sealed: [VERSION, ...parts].join('.'), keyId: currentKeyId };
    },
    open(sealed, keyId, context) {
      const key = ring.get(keyId);
      if (!key) throw new SecretBoxError('The key that sealed this secret is not configured any more.');
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new SecretBoxError('This sealed secret is malformed.');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError('This secret could not be opened: it was altered or sealed for another name.');
      }
    },
  };
}
