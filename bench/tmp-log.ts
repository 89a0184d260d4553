import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measure } from './lib/load';
import { freePort, startNode, stop, waitUntilOk } from './lib/process';
const barePort = await freePort();
const bare = startNode('bench/bare-server.ts', { PORT: String(barePort) });
await waitUntilOk(`http://127.0.0.1:${barePort}/bare`);
for (const level of ['info', 'warn']) {
  const port = await freePort();
  const app = startNode('apps/server/src/server.ts', {
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'x-')),
    RUN_WORKERS: 'false',
    LOG_LEVEL: level,
  });
  await waitUntilOk(`http://127.0.0.1:${port}/readyz`);
  await measure(`http://127.0.0.1:${port}/healthz`, { connections: 10, seconds: 1 });
  const b = await measure(`http://127.0.0.1:${barePort}/bare`, { connections: 50, seconds: 4 });
  const h = await measure(`http://127.0.0.1:${port}/healthz`, { connections: 50, seconds: 4 });
  console.log(
    level,
    'bare',
    b.requestsPerSecond.toFixed(0),
    'healthz',
    h.requestsPerSecond.toFixed(0),
    'ratio',
    (h.requestsPerSecond / b.requestsPerSecond).toFixed(2),
  );
  await stop(app);
}
await stop(bare);
