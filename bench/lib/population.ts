import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/open';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { sessions, users } from '../../apps/server/src/db/schema/identity';
import { hashSessionToken } from '../../apps/server/src/modules/identity/hashed-adapter';
import { notifications } from '../../apps/server/src/db/schema/notifications';
import { takedownRequests } from '../../apps/server/src/db/schema/requests';
import { searchResults } from '../../apps/server/src/db/schema/search';
import { addDays } from 'date-fns';

/** The secret the benchmark's servers sign sessions with (AUTH_SECRET), so seeded sessions are valid. */
export const BENCH_AUTH_SECRET = 'bench-only-secret-bench-only-secret-0123456789';

/** A seeded member; `name` is the legal name of their own profile (what a scan of them searches for). */
export type SeededMember = { id: string; cookie: string; name: string };

/** Where a benchmark's server keeps its data: a PGlite folder or a throwaway PostgreSQL database. */
export type BenchEngine = {
  name: 'PGlite' | 'PostgreSQL';
  /** The server's environment for this engine. */
  env: Record<string, string>;
  drop(): Promise<void>;
};

/** Runs one statement on the server's own database (creating or dropping a throwaway one). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = await openPostgres(serverUrl, { max: 1 });
  try {
    await admin.db.execute(statement);
  } finally {
    await admin.close();
  }
}

/** A fresh PGlite folder, or (with a server URL) a fresh database on that PostgreSQL server. */
export async function createEngine(kind: 'PGlite' | 'PostgreSQL', serverUrl?: string): Promise<BenchEngine> {
  if (kind === 'PGlite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-data-'));
    return {
      name: kind,
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!serverUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  // BENCH_DB_PREFIX lets a shared server tell whose throwaway databases these are.
  const name = `${process.env.BENCH_DB_PREFIX ?? 'cd_bench_'}${Date.now().toString(36)}_${process.pid}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-data-'));
  return {
    name: kind,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The Cookie header Better Auth would set for `token`, signed as session-cookie.ts checks it. */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64');
  return `cleardocket.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** 0–8 search results of the member's own name (i % 9), so the results page reads rows as in life. */
function resultRowsOf(member: SeededMember, i: number): (typeof searchResults.$inferInsert)[] {
  return Array.from({ length: i % 9 }, (_, n) => ({
    userId: member.id,
    url: `https://people.example/${member.id.slice(0, 8)}/result-${n}`,
    title: `${member.name} - court record ${n}`,
    snippet: `Court record and docket for ${member.name}, Austin TX.`,
    source: 'offline',
    sourceType: 'people-search',
    searchTerm: member.name,
    searchType: 'name' as const,
    severity: n % 3 === 0 ? ('high' as const) : ('medium' as const),
    category: 'court-records',
    matchScore: 40 + n,
    matchLabel: 'possible' as const,
    found: true,
  }));
}

/**
 * Writes `members` verified members straight into the engine's database (signing 10,000 members
 * up through the API would take longer than the benchmark), each with a live session of its own,
 * 0–4 unread notifications, 0–8 search results, and, for the first `withRequests`, `requestsEach` removal requests.
 * The server must not be running (PGlite is one process's).
 */
export async function seedMembers(
  engine: BenchEngine,
  options: { members: number; withRequests?: number; requestsEach?: number },
): Promise<SeededMember[]> {
  const database = await openDatabase({
    databaseUrl: engine.env.DATABASE_URL || undefined,
    dataDir: engine.env.DATA_DIR ?? '',
  });
  try {
    const db = database.db;
    const seeded: SeededMember[] = [];
    const userRows: (typeof users.$inferInsert)[] = [];
    const sessionRows: (typeof sessions.$inferInsert)[] = [];
    const notificationRows: (typeof notifications.$inferInsert)[] = [];
    const expiresAt = addDays(new Date(), 7);
    for (let i = 0; i < options.members; i += 1) {
      const id = randomUUID();
      const token = randomBytes(24).toString('base64url');
      userRows.push({
        id,
        name: `Bench Member ${i}`,
        firstName: 'Bench',
        lastName: `Member${i}`,
        email: `bench.${i}.${id.slice(0, 8)}@example.com`,
        emailVerified: true,
        onboardingCompleted: true,
      });
      // Stored as the server stores it: the token's hash (decision 074); the cookie carries the token.
      sessionRows.push({ token: hashSessionToken(token), userId: id, expiresAt });
      for (let n = 0; n < i % 5; n += 1) {
        notificationRows.push({
          userId: id,
          categoryId: 'search',
          title: 'New result',
          message: 'Bench',
          type: 'info',
        });
      }
      seeded.push({ id, cookie: sessionCookie(token), name: `Bench Member${i}` });
    }
    await inBatches(userRows, 1000, (batch) => db.insert(users).values(batch));
    await inBatches(sessionRows, 1000, (batch) => db.insert(sessions).values(batch));
    await inBatches(notificationRows, 1000, (batch) => db.insert(notifications).values(batch));
    const resultRows = seeded.flatMap(resultRowsOf);
    await inBatches(resultRows, 1000, (batch) => db.insert(searchResults).values(batch));
    const requestRows: (typeof takedownRequests.$inferInsert)[] = [];
    const start = Date.now() - 10_000_000;
    for (const member of seeded.slice(0, options.withRequests ?? 0)) {
      for (let r = 0; r < (options.requestsEach ?? 0); r += 1) {
        requestRows.push({
          userId: member.id,
          reference: `REQ-${r}`,
          url: `https://people.example/${member.id.slice(0, 8)}/${r}`,
          status: r % 7 === 0 ? 'completed' : 'pending',
          createdAt: new Date(start + r * 1000),
        });
      }
    }
    await inBatches(requestRows, 2000, (batch) => db.insert(takedownRequests).values(batch));
    return seeded;
  } finally {
    await database.close();
  }
}
