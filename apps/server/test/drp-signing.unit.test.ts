import { createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadAgentKeys, newAgentKeys, signMessage } from '../src/modules/drp/signing';

// RFC 8032 §7.1 TEST 1: libsodium's crypto_sign makes exactly this signature for this seed.
const SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const SIGNATURE =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';
const PKCS8_PREFIX = '302e020100300506032b657004220420';

describe('DRP signing', () => {
  it('signs as libsodium does (RFC 8032 test vector)', () => {
    const keys = loadAgentKeys({
      privateKey: Buffer.from(PKCS8_PREFIX + SEED, 'hex').toString('base64'),
      verifyKey: Buffer.from(PUBLIC, 'hex').toString('base64'),
    });
    expect(sign(null, Buffer.alloc(0), keys.privateKey).toString('hex')).toBe(SIGNATURE);
  });

  it('makes a base64 raw verify key and combined-mode messages: signature, then the JSON', () => {
    const stored = newAgentKeys();
    const raw = Buffer.from(stored.verifyKey, 'base64');
    expect(raw).toHaveLength(32);
    const signed = Buffer.from(signMessage(loadAgentKeys(stored).privateKey, { exercise: 'deletion' }), 'base64');
    const message = signed.subarray(64);
    expect(message.toString('utf8')).toBe('{"exercise":"deletion"}');
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), raw]),
      format: 'der',
      type: 'spki',
    });
    expect(verify(null, message, key, signed.subarray(0, 64))).toBe(true);
    expect(verify(null, Buffer.from('{"exercise":"access"}'), key, signed.subarray(0, 64))).toBe(false);
  });
});
