import { performance } from 'node:perf_hooks';
import type { BenchEngine } from './population';
import { BENCH_AUTH_SECRET } from './population';
import { freePort, startLoggedNode, stop, waitUntilOk } from './process';
import type { LoggedServer } from './process';
import type { Processes } from './mixed-report';

/* bench/load.ts's server processes: one on PGlite, web processes and a worker on PostgreSQL. */

function serverEnv(engine: BenchEngine, extra: Record<string, string>): Record<string, string> {
  return {
    ...engine.env,
    // The sign-in members' codes are read from the outbox (tests only); answers are written as in
    // production, by the serializers compiled from the contracts (decision 094).
    NODE_ENV: 'test',
    RESPONSE_SERIALIZER: 'compiled',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    ...extra,
  };
}

/** Waits for a worker process's "worker started" line (it does not listen). */
async function waitForWorker(worker: LoggedServer): Promise<void> {
  const started = performance.now();
  while (worker.lines('worker started').length === 0) {
    if (worker.child.exitCode !== null) throw new Error('the worker process exited while starting');
    if (performance.now() - started > 600_000) throw new Error('the worker did not start within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PGlite: one process, web and jobs (PGlite is one process's). PostgreSQL: WEB web processes with
 * RUN_WORKERS=false and one worker process (decision 034), the generator taking the web processes
 * in turn as a load balancer would.
 */
export async function startProcesses(
  engine: BenchEngine,
  options: { webProcesses: number; profileDir: string | undefined },
): Promise<{ processes: Processes; bases: string[] }> {
  const profileDir = options.profileDir;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  if (engine.name === 'PGlite') {
    const port = await freePort();
    const server = startLoggedNode('apps/server/src/server.ts', serverEnv(engine, { PORT: String(port) }), nodeArgs);
    const base = `http://127.0.0.1:${port}`;
    const processes = { web: [server], worker: null };
    try {
      await waitUntilOk(`${base}/readyz`);
    } catch (error) {
      await stopAll(processes);
      throw error;
    }
    return { processes, bases: [base] };
  }
  const processes: Processes = { web: [], worker: null };
  const bases: string[] = [];
  try {
    for (let i = 0; i < options.webProcesses; i += 1) {
      const port = await freePort();
      processes.web.push(
        startLoggedNode(
          'apps/server/src/server.ts',
          serverEnv(engine, { PORT: String(port), RUN_WORKERS: 'false' }),
          nodeArgs,
        ),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    processes.worker = startLoggedNode('apps/server/src/worker.ts', serverEnv(engine, {}), nodeArgs);
    await Promise.all(bases.map((base) => waitUntilOk(`${base}/readyz`)));
    await waitForWorker(processes.worker);
  } catch (error) {
    await stopAll(processes);
    throw error;
  }
  return { processes, bases };
}

export async function stopAll(processes: Processes): Promise<void> {
  await Promise.all([...processes.web, ...(processes.worker ? [processes.worker] : [])].map((one) => stop(one.child)));
}
