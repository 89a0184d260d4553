import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBoxError, createSecretBox } from '../src/lib/secret-box';
import { isExpired } from '../src/modules/secrets/service';

const newKey = () => randomBytes(32).toString('base64');

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, with a fresh IV each time, and never shows the value in the sealed text', () => {
    const box = createSecretBox({ current: newKey(), previous: [] });
    const first = box.seal('sk_live_value', 'GOOGLE_CSE_KEY');
    const second = box.seal('sk_live_value', 'GOOGLE_CSE_KEY');
    expect(first.sealed).not.toBe(second.sealed);
    expect(first.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first.sealed).not.toContain('sk_live');
    expect(first.keyId).toBe(box.currentKeyId);
    expect(box.open(first.sealed, first.keyId, 'GOOGLE_CSE_KEY')).toBe('sk_live_value');
  });

  it('refuses a sealed value copied onto another name, or altered', () => {
    const box = createSecretBox({ current: newKey(), previous: [] });
    const { sealed, keyId } = box.seal('value', 'A_KEY');
    expect(() => box.open(sealed, keyId, 'B_KEY')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    const altered = [...parts.slice(0, 3), ciphertext.toString('base64url')].join('.');
    expect(() => box.open(altered, keyId, 'A_KEY')).toThrow(SecretBoxError);
    expect(() => box.open('v2.a.b.c', keyId, 'A_KEY')).toThrow(/malformed/);
  });

  it('rotates: a new key seals, the previous key still opens what it sealed, a forgotten key does not', () => {
    const oldKey = newKey();
    const before = createSecretBox({ current: oldKey, previous: [] });
    const sealedBefore = before.seal('value', 'A_KEY');
    const after = createSecretBox({ current: newKey(), previous: [oldKey] });
    expect(after.currentKeyId).not.toBe(before.currentKeyId);
    expect(after.knows(sealedBefore.keyId)).toBe(true);
    expect(after.open(sealedBefore.sealed, sealedBefore.keyId, 'A_KEY')).toBe('value');
    const resealed = after.seal('value', 'A_KEY');
    expect(resealed.keyId).toBe(after.currentKeyId);
    const forgotten = createSecretBox({ current: newKey(), previous: [] });
    expect(() => forgotten.open(sealedBefore.sealed, sealedBefore.keyId, 'A_KEY')).toThrow(/not configured/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createSecretBox({ current: randomBytes(16).toString('base64'), previous: [] })).toThrow(/32 bytes/);
  });
});

describe('expiry', () => {
  it('is expired from its expiry on, never without one', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
    expect(isExpired({ expiresAt: new Date('2026-11-24T12:00:01Z') }, now)).toBe(false);
    expect(isExpired({ expiresAt: new Date('2026-11-24T12:00:00Z') }, now)).toBe(true);
  });
});
