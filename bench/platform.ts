import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measure } from './lib/load';
import { freePort, startNode, stop, waitUntilOk } from './lib/process';

export type Figure = { name: string; value: string };

/** (a) /healthz of the whole app against a bare Fastify route, measured in the same run. */
export async function benchThroughput(seconds: number): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const appServer = startNode('apps/server/src/server.ts', {
    PORT: String(appPort),
    DATA_DIR: dataDir,
    RUN_WORKERS: 'false',
  });
  const bareServer = startNode('bench/bare-server.ts', { PORT: String(barePort) });
  try {
    await waitUntilOk(`http://127.0.0.1:${appPort}/readyz`);
    await waitUntilOk(`http://127.0.0.1:${barePort}/bare`);
    const options = { connections: 50, seconds };
    await measure(`http://127.0.0.1:${barePort}/bare`, { connections: 10, seconds: 1 }); // warm-up
    await measure(`http://127.0.0.1:${appPort}/healthz`, { connections: 10, seconds: 1 });
    const bare = await measure(`http://127.0.0.1:${barePort}/bare`, options);
    const health = await measure(`http://127.0.0.1:${appPort}/healthz`, options);
    return [
      { name: 'bare Fastify route', value: `${bare.requestsPerSecond.toFixed(0)} req/s (p99 ${bare.p99Ms} ms)` },
      { name: '/healthz (whole app)', value: `${health.requestsPerSecond.toFixed(0)} req/s (p99 ${health.p99Ms} ms)` },
      { name: '/healthz ÷ bare', value: (health.requestsPerSecond / bare.requestsPerSecond).toFixed(2) },
    ];
  } finally {
    await Promise.all([stop(appServer), stop(bareServer)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** (c) Time from process start to /readyz on PGlite: a first start (initdb) and a restart. */
export async function benchStartTime(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-start-'));
  const times: number[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const started = performance.now();
      const child = startNode('apps/server/src/server.ts', { PORT: String(port), DATA_DIR: dataDir });
      await waitUntilOk(`http://127.0.0.1:${port}/readyz`);
      times.push(performance.now() - started);
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    { name: 'start to ready on PGlite, first start', value: `${(times[0] ?? 0).toFixed(0)} ms` },
    { name: 'start to ready on PGlite, restart', value: `${(times[1] ?? 0).toFixed(0)} ms` },
  ];
}
