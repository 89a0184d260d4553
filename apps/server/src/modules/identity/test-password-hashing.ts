import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Better Auth's password hash (scrypt; hex salt, a colon, the 64-byte key in hex) at a cost of
 * N = 2^10 instead of its 2^14, for the test suite only: a member's sign-up and sign-in then spend
 * about 6 ms hashing instead of 90, which was an eighth of the API tests' CPU (decision 137).
 * Nothing outside tests can choose it: no environment variable sets `testPasswordHashing`, and the
 * auth plugin refuses it unless NODE_ENV is test.
 */
const N = 1024;
const R = 16;
const KEY_BYTES = 64;

function keyOf(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N, r: R, p: 1, maxmem: 256 * N * R }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await keyOf(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await keyOf(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
