import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env';
import { SESSION_COOKIE_PREFIX, createAuth } from '../modules/identity/auth';
import { findSessionUser, readSessionCookie, verifySessionCookie } from '../modules/identity/session-cookie';
import { getAllowedOrigins } from '../lib/origins';
import type { Auth } from '../modules/identity/auth';
import { ADMIN_TWO_FACTOR_REQUIRED } from '@cleardocket/domain/identity/messages';
import { AppError } from '../lib/app-error';
import { getOrCreateSetting, randomSecret } from '../lib/app-settings';
import { toWebHeaders } from '../lib/web-headers';
import { toSessionUser } from '../lib/session-user';
import type { SessionUser } from '../lib/session-user';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in user of a request, or null. */
    getSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
    /** The signed-in user of a request from the session cookie (cached, as the guards read it), or null. */
    getSignedInUser(request: FastifyRequest): Promise<SessionUser | null>;
    /** 401 unless signed in; sets request.user. Run it onRequest: authenticate before validating. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** 401 unless signed in, 403 unless an admin with two-factor turned on; sets request.user. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * The bearer path of `requireUser`: a request with an `Authorization: Bearer` header is
     * authenticated by this (it answers the user or throws), never by its cookie. `requireAdmin`
     * never takes it.
     */
    setBearerAuthenticator(authenticate: BearerAuthenticator): void;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /**
     * Set when an operator reads as an operator (`requireAdmin`, or a member route that lets an
     * operator read someone else's data): the members whose data the answer holds, as far as the
     * handler knows them. Every such read is audited before the answer leaves (issue 32 item 5).
     */
    operatorAccess: { memberIds: Set<string> } | null;
  }
}

type BearerAuthenticator = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser>;

const BEARER_SCHEME = /^Bearer\s/i;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Writes to routes under these paths may end, ban or change a session's user. Matched against the
 * route the router chose (decoded and normalised), never the raw URL: `/%61pi/…` is `/api/…`.
 */
const SESSION_WRITERS = ['/api/identity/', '/api/account/', '/api/admin/', '/api/profile'];
/**
 * Writes under SESSION_WRITERS that only start a new session or send a code: nothing cached can be
 * stale after them, so they do not empty every process's cache (at a few sign-ins a second that
 * left the cache empty: bench/load.ts). An admin bootstrap promotion at sign-in reaches an older
 * session of the same account within the cache's 30 s.
 */
const SESSION_STARTERS = new Set([
  '/api/identity/sign-in',
  '/api/identity/sign-in/two-factor',
  '/api/identity/sign-up',
  '/api/identity/sign-up/verify-email',
  '/api/identity/sign-up/resend-email-code',
  '/api/identity/forgot-password',
]);
/**
 * How long a live session stays cached (never past its expiry). Longer than a page's 30 s poll, so
 * a polling member is read from memory (decision 041); changes are announced at once, so this
 * only bounds a change nobody announced (the admin script, a lost event).
 */
const SESSION_CACHE_MS = 120_000;

type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null>;

/**
 * Guards read the session straight from the database (one query after a constant-time signature
 * check): Better Auth's getSession costs milliseconds per call (bench/unread.ts). Live sessions are
 * cached for 2 minutes (never past their expiry); any write to the identity, account or admin API,
 * in any process, empties the cache, so a sign-out or ban takes effect at once (plugins/events.ts).
 */
function createSessionResolver(fastify: FastifyInstance, secret: string): SessionResolver {
  const sessionCache = new LRUCache<string, SessionUser>({ max: 10_000, ttl: SESSION_CACHE_MS });
  fastify.events.subscribe('sessions', () => sessionCache.clear());
  fastify.events.onReset(() => sessionCache.clear());
  // Hits and misses since start, logged at close (bench/unread.ts prints the hit rate).
  const sessionFigures = { hits: 0, misses: 0 };
  fastify.addHook('onClose', async () => {
    fastify.log.info({ cache: 'sessions', ...sessionFigures }, 'cache figures');
  });
  return async (request) => {
    const cookie = readSessionCookie(request.headers.cookie);
    if (!cookie) return null;
    // Keyed by the signed cookie itself: an entry exists only for a value whose signature was
    // checked, so a hit needs no second HMAC.
    const cached = sessionCache.get(cookie);
    if (cached) {
      sessionFigures.hits += 1;
      return cached;
    }
    sessionFigures.misses += 1;
    const token = verifySessionCookie(cookie, secret);
    if (!token) return null;
    const found = await findSessionUser(fastify.db, token);
    if (!found) return null;
    const { user } = found;
    // Never past the session's expiry (a ttl of 0 would mean "no expiry", hence at least 1 ms).
    const ttl = Math.max(1, Math.min(SESSION_CACHE_MS, found.expiresAt.getTime() - Date.now()));
    sessionCache.set(cookie, user, { ttl });
    return user;
  };
}

/** requireUser, requireAdmin and the bearer hook API keys plug into. */
function decorateGuards(fastify: FastifyInstance, resolveUser: SessionResolver): void {
  fastify.decorate('getSignedInUser', resolveUser);
  let bearer: BearerAuthenticator | null = null;
  fastify.decorate('setBearerAuthenticator', (authenticate: BearerAuthenticator) => {
    bearer = authenticate;
  });
  fastify.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    // Only the Bearer scheme: a Basic header added by a password-protected staging proxy is not a key.
    if (bearer && BEARER_SCHEME.test(request.headers.authorization ?? '')) {
      // Bearer requests carry no cookie of ours by design: CSRF concerns cookies only.
      request.user = await bearer(request, reply);
      return;
    }
    const user = await resolveUser(request);
    if (!user) throw new AppError('unauthorized');
    request.user = user;
  });
  fastify.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (!user) throw new AppError('unauthorized');
    if (user.role !== 'admin') throw new AppError('forbidden');
    if (!user.twoFactorEnabled) {
      throw new AppError(ADMIN_TWO_FACTOR_REQUIRED.code, ADMIN_TWO_FACTOR_REQUIRED.message, 403);
    }
    request.user = user;
    request.operatorAccess = { memberIds: new Set() };
  });
}

/**
 * CSRF: every write that carries one of our cookies, whatever its path (the router decodes
 * `/%61pi/…` to `/api/…` after this hook has run, so a path test here could be sidestepped).
 */
function checkOrigins(fastify: FastifyInstance, allowedOrigins: string[]): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method)) return done();
    if (!(request.headers.cookie ?? '').includes(`${SESSION_COOKIE_PREFIX}.`)) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin !== undefined && allowedOrigins.includes(origin)) || (origin === undefined && site === 'same-origin')) {
      return done();
    }
    done(
      new AppError('forbidden', 'This request did not come from ClearDocket. Please reload the page and try again.'),
    );
  });
}

/**
 * Every write that may change a session (identity, account and admin writes, not those that only
 * start one) empties every process's session cache. Announced before the answer leaves (onSend),
 * so a member who sees "signed out" or "password changed" is never let in by another process that
 * has not heard yet. A callback hook, not an async one: every answer passes here, and a read
 * (nearly all of them) goes on at once without a promise of its own (issue 34).
 */
function announceSessionChanges(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const route = request.routeOptions.url;
    if (
      !UNSAFE.has(request.method) ||
      !route ||
      SESSION_STARTERS.has(route) ||
      !SESSION_WRITERS.some((prefix) => route.startsWith(prefix))
    ) {
      done(null, payload);
      return;
    }
    fastify.events
      .publish('sessions', '*')
      .catch((error: unknown) => {
        fastify.log.error({ err: error }, 'could not announce a session change');
      })
      .then(() => done(null, payload));
  });
}

/**
 * Better Auth, reached only through `fastify.auth.api` (its HTTP handler is not mounted: issue 13
 * item 1), the session helpers every module uses, and CSRF protection: a write that carries one of
 * our cookies must come from our own origin.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    if (config.testPasswordHashing && config.nodeEnv !== 'test') {
      throw new Error("The test suite's password hashing is for NODE_ENV=test only.");
    }
    const secret = config.authSecret ?? (await getOrCreateSetting(fastify.db, 'auth_secret', randomSecret));
    const auth = createAuth({
      db: fastify.db,
      secret,
      baseUrl: config.publicUrl,
      trustedOrigins: getAllowedOrigins(config.publicUrl),
      mail: fastify.mail,
      sms: fastify.sms,
      onSendFailure: (error) => fastify.log.error({ err: error }, 'could not send a code'),
      testPasswordHashing: config.testPasswordHashing,
    });
    fastify.decorate('auth', auth);
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('operatorAccess', null);
    fastify.decorate('getSessionUser', async (request: FastifyRequest) => {
      const session = await auth.api.getSession({ headers: toWebHeaders(request) });
      return session ? toSessionUser(session.user) : null;
    });
    decorateGuards(fastify, createSessionResolver(fastify, secret));
    announceSessionChanges(fastify);
    checkOrigins(fastify, getAllowedOrigins(config.publicUrl));
  },
  { name: 'auth', dependencies: ['db', 'events', 'messaging', 'secret-box'] },
);
