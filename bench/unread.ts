import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measure } from './lib/load';
import { freePort, startNode, stop, waitUntilOk } from './lib/process';
import { createMember } from './lib/member';
import type { Figure } from './platform';

/**
 * An authenticated read (the unread count) against the bare Fastify route, in the same run, on
 * each engine available: PGlite always, PostgreSQL when DATABASE_URL is set.
 * Budget (ARCHITECTURE §10): ≥ 50 % of the bare route; p99 ≤ 25 ms at 50 connections on PostgreSQL.
 */
export async function benchUnreadCount(seconds: number): Promise<Figure[]> {
  const barePort = await freePort();
  const bare = startNode('bench/bare-server.ts', { PORT: String(barePort) });
  const figures: Figure[] = [];
  try {
    await waitUntilOk(`http://127.0.0.1:${barePort}/bare`);
    const engines: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: { DATABASE_URL: '' } }];
    if (process.env.DATABASE_URL) engines.push({ name: 'PostgreSQL', env: { DATABASE_URL: process.env.DATABASE_URL } });
    for (const engine of engines) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-unread-'));
      const port = await freePort();
      const server = startNode('apps/server/src/server.ts', {
        PORT: String(port),
        DATA_DIR: dataDir,
        RUN_WORKERS: 'false',
        NODE_ENV: 'test',
        RATE_LIMIT_ALLOWLIST: '127.0.0.1',
        ...engine.env,
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitUntilOk(`${base}/readyz`);
        const member = await createMember(base);
        const url = `${base}/api/users/${member.id}/notifications/unread-count`;
        await measure(url, { connections: 10, seconds: 1, headers: { cookie: member.cookie } });
        const bareResult = await measure(`http://127.0.0.1:${barePort}/bare`, { connections: 50, seconds });
        const unread = await measure(url, { connections: 50, seconds, headers: { cookie: member.cookie } });
        figures.push(
          {
            name: `unread count on ${engine.name}`,
            value: `${unread.requestsPerSecond.toFixed(0)} req/s (p99 ${unread.p99Ms} ms, non-2xx ${unread.non2xx})`,
          },
          { name: `bare route in the same run`, value: `${bareResult.requestsPerSecond.toFixed(0)} req/s` },
          {
            name: `unread count ÷ bare (${engine.name})`,
            value: (unread.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2),
          },
        );
      } finally {
        await stop(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await stop(bare);
  }
  return figures;
}
