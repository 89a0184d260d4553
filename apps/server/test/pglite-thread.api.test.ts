import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { PgliteThread } from '../src/db/pglite-thread';
import { openTestDatabase } from './helpers/engines';

/** The handle with its PGlite result type: rows to read, and the client below drizzle. */
type PgliteHandle = PgliteDatabase & { $client: PGlite };

const causeOf = async (work: Promise<unknown>): Promise<Record<string, unknown>> => {
  const error: unknown = await work.then(
    () => new Error('the statement succeeded'),
    (failure: unknown) => failure,
  );
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) throw new Error('the statement failed without an error');
  return { ...cause, message: cause.message };
};

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite on a thread of its own (decision 109)', () => {
  let database: Database;
  let db: PgliteHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(inject('databaseTemplate')));
    db = database.db as PgliteHandle;
    await db.execute(sql`create table thread_probe (id int primary key, note text)`);
  });
  afterAll(async () => {
    await drop();
  });

  it('keeps the event loop turning while a slow statement runs', async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 5);
    await db.execute(sql`select pg_sleep(0.5)`);
    clearInterval(timer);
    // On the web process's own thread PGlite ran the sleep synchronously: not one turn.
    expect(turns).toBeGreaterThan(0);
  });

  it('commits a transaction that returns and rolls back one that throws, savepoints included', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (2, 'undone by its savepoint')`);
          throw new Error('inner');
        })
        .catch((error: unknown) => expect(error).toEqual(new Error('inner')));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'undone')`);
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    const { rows } = await db.execute(sql`select id, note from thread_probe order by id`);
    expect(rows).toEqual([{ id: 1, note: 'kept' }]);
  });

  it('holds other statements back until a transaction ends, as one connection does', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let began = () => {};
    const inside = new Promise<void>((resolve) => (began = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (10, 'in a transaction')`);
      began();
      await gate;
    });
    await inside;
    let counted: unknown;
    const outside = db
      .execute(sql`select count(*)::int as n from thread_probe where id = 10`)
      .then((result) => (counted = result.rows[0]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toBeUndefined();
    release();
    await transaction;
    await outside;
    expect(counted).toEqual({ n: 1 });
  });

  it('passes a PostgreSQL error through with its SQLSTATE and constraint, without the values', async () => {
    const cause = await causeOf(db.execute(sql`insert into thread_probe values (1, 'again')`));
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey', table: 'thread_probe' });
    expect(cause).not.toHaveProperty('params');
  });

  it('keeps timestamps as text for drizzle to read, and refuses a parser that would change a value', async () => {
    const { rows } = await db.execute(sql`select '2026-01-02T03:04:05Z'::timestamptz as at`);
    expect(rows[0]?.at).toBe('2026-01-02 03:04:05+00');
    const parsers = { 1184: (value: string) => new Date(value) };
    await expect(db.$client.query('select now()', [], { parsers })).rejects.toThrow(
      /cannot run on the database's thread/,
    );
  });

  it('delivers NOTIFY to a listener, as the job queue hears of new jobs', async () => {
    const listen = database.jobsAdapter?.listen;
    if (!listen) throw new Error('the jobs adapter has no listen');
    let hear = (_payload: string) => {};
    const heard = new Promise<string>((resolve) => (hear = resolve));
    const subscription = await listen(
      'thread_probe',
      (payload) => hear(payload),
      () => {},
    );
    await db.execute(sql`select pg_notify('thread_probe', 'a job')`);
    expect(await heard).toBe('a job');
    await subscription.close();
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite on a thread, overloaded (decision 124)', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open({ template: new Blob([readFileSync(inject('databaseTemplate'))]), maxWaiting: 2 });
  });
  afterAll(async () => {
    await thread.close();
  });

  it('refuses a statement at once when too many wait, as 503 "unavailable", and takes them again once drained', async () => {
    const settled: string[] = [];
    const slow = [1, 2].map((n) =>
      thread.query(`select pg_sleep(0.4), ${n} as n`).then(() => settled.push(`slow ${n}`)),
    );
    const refused = await causeOf(thread.query('select 3'));
    // Refused before the first sleep ended: the caller is answered now, not after the queue.
    expect(settled).toEqual([]);
    expect(refused).toMatchObject({ code: '53300', message: expect.stringMatching(/busy: 2 statements are waiting/) });
    expect(await causeOf(thread.transaction(async () => 'never begun'))).toMatchObject({ code: '53300' });
    // Readiness still hears the thread: the ping waits its turn instead of failing as "down".
    await thread.ping();
    await Promise.all(slow);
    expect(settled).toEqual(['slow 1', 'slow 2']);
    const { rows } = await thread.query<{ n: number }>('select 4 as n');
    expect(rows).toEqual([{ n: 4 }]);
  });

  it("never refuses an open transaction's own statements, so it can always end", async () => {
    const result = await thread.transaction(async (tx) => {
      const slow = [thread.query('select pg_sleep(0.2)'), thread.query('select pg_sleep(0.2)')];
      await tx.query('select 1');
      const { rows } = await tx.query<{ n: number }>('select 5 as n');
      return { rows, slow };
    });
    expect(result.rows).toEqual([{ n: 5 }]);
    await Promise.all(result.slow);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite on a thread, on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-pglite-thread-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written once closed, and refuses statements after close as unreachable', async () => {
    const first = await openPglite(dataDir);
    await first.db.execute(sql`create table durable_probe (note text)`);
    await first.db.execute(sql`insert into durable_probe values ('written before close')`);
    await first.close();
    expect(await causeOf(first.db.execute(sql`select 1`))).toMatchObject({ code: '08006' });
    const second = await openPglite(dataDir);
    try {
      const { rows } = await (second.db as PgliteHandle).execute(sql`select note from durable_probe`);
      expect(rows).toEqual([{ note: 'written before close' }]);
    } finally {
      await second.close();
    }
    // A first open runs initdb: a minute on a loaded machine.
  }, 240_000);
});
