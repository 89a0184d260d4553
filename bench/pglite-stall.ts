import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { PgliteThread } from '../apps/server/src/db/pglite-thread';
import type { Figure } from './platform';

type Client = { query(sql: string, params?: unknown[]): Promise<unknown>; exec(sql: string): Promise<unknown> };

/** 100,000 rows, 100 for each of 1,000 members: a member's count is an index read, a sort of all is slow. */
const SEED = `create table listing (id int primary key, user_id int, note text);
  create index listing_user on listing (user_id);
  insert into listing select g, g % 1000, md5(g::text) from generate_series(1, 100000) g;`;

/**
 * Every 10 ms, five quick reads (a member's count); every tenth time also a slow statement (a sort
 * of every row, as a deep page or a housekeeping pass). The web thread's event-loop delay
 * meanwhile is how late every request, timer and answer of the process would be.
 */
async function delayWhileServing(client: Client, seconds: number): Promise<string> {
  await client.exec(SEED);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const statements: Promise<unknown>[] = [];
  delay.enable();
  const until = performance.now() + seconds * 1000;
  for (let tick = 0; performance.now() < until; tick += 1) {
    for (let i = 0; i < 5; i += 1) {
      statements.push(client.query('select count(*) from listing where user_id = $1', [(tick * 5 + i) % 1000]));
    }
    if (tick % 10 === 0)
      statements.push(client.query('select note from listing order by note desc offset 500 limit 1'));
    await sleep(10);
  }
  await Promise.all(statements);
  delay.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  return (
    `event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms; ` +
    `${statements.length} statements answered (load average ${loadavg()[0]?.toFixed(1)})`
  );
}

/**
 * Issue 34 item 2 (decision 109): PGlite on the web process's own thread against PGlite on a
 * thread of its own (the app's `PgliteThread`), the same statements at the same pace.
 */
export async function benchPgliteStall(seconds: number): Promise<Figure[]> {
  const onWebThread = await PGlite.create();
  const before = await delayWhileServing(onWebThread, seconds).finally(() => onWebThread.close());
  const ownThread = await PgliteThread.open({});
  const after = await delayWhileServing(ownThread, seconds).finally(() => ownThread.close());
  return [
    { name: 'PGlite on the web thread', value: before },
    { name: 'PGlite on a thread of its own', value: after },
  ];
}
