import { createHash, createHmac } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

/**
 * What the database keeps of Better Auth's bearer values (issue 32, decision 074): a session row
 * holds the SHA-256 of its token, never the token (the cookie still carries it), and an SMS code's
 * row holds an HMAC of the code. Better Auth 1.7 has no option for either, so its adapter is
 * wrapped: values going in are hashed, lookups hash the presented token, and a row coming back
 * carries the raw token the caller asked with (Better Auth signs it into the refreshed cookie).
 */

const HASHED_CODE = /^[0-9a-f]{64}$/;
/** The phone-number plugin's identifiers: its codes are stored as `<code>:<attempts>`. */
const PHONE_CODE_IDENTIFIER = /^phone-number-(otp|reset)-/;

/** SHA-256 (hex) of a session token: tokens are 32 random characters, so a fast hash suffices. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A keyed hash of an SMS code: 6 digits are a million guesses, so a plain hash would give them away. */
export function hashPhoneCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(`phone-code:${code}`, 'utf8').digest('hex');
}

/** The same for an emailed code (verification, password reset), which Better Auth stores this way. */
export function hashEmailCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(`email-code:${code}`, 'utf8').digest('hex');
}

function hashTokenValue(value: unknown): unknown {
  // Always hashed, even a value shaped like a hash: a hash read from a dump must not open a session.
  if (typeof value === 'string') return hashSessionToken(value);
  if (Array.isArray(value)) return value.map(hashTokenValue);
  return value;
}

function hashWhere(model: string, where: Where[] | undefined): Where[] | undefined {
  if (model !== 'session' || !where) return where;
  return where.map((clause) =>
    clause.field === 'token' ? ({ ...clause, value: hashTokenValue(clause.value) } as Where) : clause,
  );
}

/** The raw token a lookup asked for by equality, so the row handed back carries it. */
function askedToken(model: string, where: Where[] | undefined): string | null {
  if (model !== 'session') return null;
  const clause = where?.find((item) => item.field === 'token' && (item.operator ?? 'eq') === 'eq');
  return typeof clause?.value === 'string' ? clause.value : null;
}

function withToken<T>(row: T, token: string | null): T {
  if (!token || row === null || typeof row !== 'object') return row;
  return { ...row, token };
}

function hashCreated(model: string, data: Record<string, unknown>, codeSecret: string): Record<string, unknown> {
  if (model === 'session' && typeof data.token === 'string') return { ...data, token: hashTokenValue(data.token) };
  if (model === 'verification' && typeof data.identifier === 'string' && typeof data.value === 'string') {
    if (!PHONE_CODE_IDENTIFIER.test(data.identifier)) return data;
    const [code = '', attempts = '0'] = data.value.split(':');
    const hashed = HASHED_CODE.test(code) ? code : hashPhoneCode(code, codeSecret);
    return { ...data, value: `${hashed}:${attempts}` };
  }
  return data;
}

function wrapOperations(inner: DBTransactionAdapter, codeSecret: string): DBTransactionAdapter {
  return {
    ...inner,
    async create<T extends Record<string, unknown>, R = T>(input: Parameters<DBTransactionAdapter['create']>[0]) {
      const data = input.data as Record<string, unknown>;
      const created = await inner.create<T, R>({
        ...input,
        data: hashCreated(input.model, data, codeSecret) as Omit<T, 'id'>,
      });
      return withToken(created, input.model === 'session' && typeof data.token === 'string' ? data.token : null);
    },
    async findOne<T>(input: Parameters<DBTransactionAdapter['findOne']>[0]) {
      const found = await inner.findOne<T>({ ...input, where: hashWhere(input.model, input.where) ?? [] });
      return withToken(found, askedToken(input.model, input.where));
    },
    findMany: (input) => inner.findMany({ ...input, where: hashWhere(input.model, input.where) }),
    count: (input) => inner.count({ ...input, where: hashWhere(input.model, input.where) }),
    async update<T>(input: Parameters<DBTransactionAdapter['update']>[0]) {
      const update =
        input.model === 'session' && 'token' in input.update ? hashCreated('session', input.update, '') : input.update;
      const updated = await inner.update<T>({ ...input, where: hashWhere(input.model, input.where) ?? [], update });
      return withToken(updated, askedToken(input.model, input.where));
    },
    updateMany: (input) => inner.updateMany({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    delete: (input) => inner.delete({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    deleteMany: (input) => inner.deleteMany({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    consumeOne: (input) => inner.consumeOne({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    incrementOne: (input) => inner.incrementOne({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
  };
}

/** Better Auth's adapter factory with session tokens and SMS codes hashed at rest. */
export function withHashedSecrets<O>(
  factory: (options: O) => DBAdapter,
  codeSecret: string,
): (options: O) => DBAdapter {
  return (options) => {
    const inner = factory(options);
    return {
      ...inner,
      ...wrapOperations(inner, codeSecret),
      // Better Auth runs a transaction's work on the adapter it is handed: wrap that one too.
      transaction: (callback) => inner.transaction((trx) => callback(wrapOperations(trx, codeSecret))),
    };
  };
}
