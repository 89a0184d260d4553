import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * Ed25519 signing as DRP 3.07.1 asks (libsodium's "combined mode"): the 64-byte signature
 * prepended to the JSON bytes, the whole base64 encoded, sent as text/plain. node:crypto's Ed25519
 * makes the same signatures as libsodium's crypto_sign (RFC 8032), with nothing to install.
 */
export type AgentKeys = { privateKey: KeyObject; verifyKey: string };

/** A new key pair, as stored: the private key in PKCS#8 DER, the public key raw (both base64). */
export function newAgentKeys(): { privateKey: string; verifyKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    verifyKey: rawPublicKey(publicKey),
  };
}

export function loadAgentKeys(stored: { privateKey: string; verifyKey: string }): AgentKeys {
  const privateKey = createPrivateKey({ key: Buffer.from(stored.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  return { privateKey, verifyKey: stored.verifyKey };
}

/** 3.05.1 `verify_key`: the 32 raw bytes of the public key, base64 (0.9.1 moved from hex to base64). */
function rawPublicKey(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x) throw new Error('not an Ed25519 public key');
  return Buffer.from(jwk.x, 'base64url').toString('base64');
}

export function signMessage(privateKey: KeyObject, message: object): string {
  const bytes = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([sign(null, bytes, privateKey), bytes]).toString('base64');
}
