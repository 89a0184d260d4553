import { createHash } from 'node:crypto';
import { utc } from '@date-fns/utc';
import { subHours, subMinutes } from 'date-fns';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema/idempotency';
import { AppError } from '../lib/app-error';

/** How long a member's key is kept (Stripe keeps them 24 hours). */
const IDEMPOTENCY_KEEP_HOURS = 24;
/** A key whose request has run this long without an answer belongs to a process that died. */
const ABANDONED_MINUTES = 5;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const IDEMPOTENCY_HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create a retry could double: it honours an `Idempotency-Key` header (issue 32). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed, so its answer is kept when it leaves. */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * Claims the key for this request in one statement: a new key, or one whose 24 hours are over, or
 * one left running by a process that died. Simultaneous requests with one key: one claims it.
 */
async function claimKey(db: Db, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const now = new Date();
  const expired = or(
    lt(idempotencyKeys.createdAt, subHours(now, IDEMPOTENCY_KEEP_HOURS, { in: utc })),
    and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, subMinutes(now, ABANDONED_MINUTES))),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, statusCode: null, contentType: null, body: null, createdAt: now },
      setWhere: expired,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** A key already claimed: the first answer again, or why this request cannot have it. */
async function answerClaimed(db: Db, reply: FastifyReply, userId: string, key: string, fingerprint: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) throw new AppError('conflict', 'This request is being retried. Please try again.', 409);
  if (row.fingerprint !== fingerprint) {
    throw new AppError(
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
      422,
    );
  }
  if (row.statusCode === null || row.body === null) {
    reply.header('retry-after', '1');
    throw new AppError(
      'idempotency_key_in_use',
      'A request with this Idempotency-Key is still running. Try again in a moment.',
      409,
    );
  }
  reply.code(row.statusCode).header('idempotent-replayed', 'true');
  if (row.contentType) reply.type(row.contentType);
  return reply.send(row.body);
}

async function keepAnswer(db: Db, claim: { userId: string; key: string }, reply: FastifyReply, payload: unknown) {
  const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  // A server error or a refusal to try (429) ran nothing the member must not repeat: free the key.
  if (reply.statusCode >= 500 || reply.statusCode === 429 || typeof payload !== 'string') {
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  const contentType = reply.getHeader('content-type');
  await db
    .update(idempotencyKeys)
    .set({
      statusCode: reply.statusCode,
      body: payload,
      contentType: typeof contentType === 'string' ? contentType : null,
    })
    .where(where);
}

/**
 * Stripe's idempotency for the member's creates (issue 32, decision 078): a route opts in with
 * `config.idempotent`; a signed-in member's POST with an `Idempotency-Key` runs once per key, a
 * retry with the same key and body gets the first answer (marked `Idempotent-Replayed: true`), the
 * same key with another body is refused with 422, and one still running answers 409. Keys are kept
 * 24 hours per member and deleted with the member. Routes whose answer holds a secret (an API key,
 * a stored secret) do not opt in: a kept answer would be a copy of the secret.
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('idempotencyClaim', null);
    fastify.addHook('preHandler', async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (key === undefined || request.method !== 'POST' || request.routeOptions.config.idempotent !== true) return;
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
        throw new AppError('bad_request', 'The Idempotency-Key header must be 1 to 255 visible characters.', 400);
      }
      // Routes open to visitors too (the contact form) keep keys only for a signed-in member.
      const user = request.user ?? (await fastify.getSignedInUser(request));
      if (!user) return;
      const fingerprint = fingerprintOf(request);
      if (await claimKey(fastify.db, user.id, key, fingerprint)) {
        request.idempotencyClaim = { userId: user.id, key };
        return;
      }
      return answerClaimed(fastify.db, reply, user.id, key, fingerprint);
    });
    fastify.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      await keepAnswer(fastify.db, claim, reply, payload);
      return payload;
    });
    fastify.housekeeping.add({
      name: 'idempotency-keys',
      run: async (db, now) =>
        (
          await db
            .delete(idempotencyKeys)
            .where(lt(idempotencyKeys.createdAt, subHours(now, IDEMPOTENCY_KEEP_HOURS, { in: utc })))
            .returning({ key: idempotencyKeys.key })
        ).length,
    });
  },
  { name: 'idempotency', dependencies: ['db', 'jobs', 'auth'] },
);
