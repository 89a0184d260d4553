import http from 'node:http';

/** One kind of request in a mixed scenario, sent at a fixed rate whatever the answers take. */
export type Operation = {
  name: string;
  /** Arrivals per second. */
  rate: number;
  /** The i-th request of this operation. */
  request(i: number): { method: string; path: string; headers?: Record<string, string>; body?: string };
  /** The statuses that count as success (2xx when unset). */
  ok?: (status: number) => boolean;
  /** A stream: success once the headers arrive; the connection is then held this long. */
  holdMs?: number;
};

export type OperationFigures = {
  name: string;
  rate: number;
  sent: number;
  errors: number;
  /** The first few distinct failures, to say what went wrong. */
  failures: string[];
  /** Requests that got an answer (any status); p50 and p99 are over these, 0 when there are none. */
  answered: number;
  p50Ms: number;
  p99Ms: number;
};

/** What the load generator itself did: so a slow generator is not mistaken for a slow server. */
export type GeneratorFigures = {
  /** Requests sent a second over the sending phase, all operations together. */
  achievedRate: number;
  /** How late the generator sent a request behind its due time, p99 and worst (its own event loop). */
  lagP99Ms: number;
  lagMaxMs: number;
  /** CPU the generator's process used during the run, in ms (user + system). */
  cpuMs: number;
  wallMs: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * An open-model load: every operation's requests leave at fixed times (i / rate), whether or not
 * earlier ones have answered, and each latency is measured from the time it was due, so a server
 * that falls behind shows it in p99 instead of slowing the generator down (no coordinated
 * omission). A request that takes longer than `timeoutMs` is an error.
 */
export async function runOpenLoad(
  base: string | string[],
  operations: Operation[],
  options: { seconds: number; timeoutMs?: number },
): Promise<OperationFigures[]> {
  return (await runOpenLoadWithGenerator(base, operations, options)).operations;
}

type OperationState = { sent: number; errors: number; failures: Set<string>; latencies: number[] };

/** One request of an operation, its latency measured from when it was due; resolves when it is over. */
function sendRequest(
  operation: Operation,
  figures: OperationState,
  target: URL,
  dueAt: number,
  connection: { agent: http.Agent; timeoutMs: number },
): Promise<void> {
  const spec = operation.request(figures.sent);
  figures.sent += 1;
  const fail = (why: string) => {
    figures.errors += 1;
    if (figures.failures.size < 3) figures.failures.add(why);
  };
  return new Promise<void>((resolve) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: spec.method,
        path: spec.path,
        agent: operation.holdMs ? undefined : connection.agent,
        headers: {
          ...(spec.body ? { 'content-type': 'application/json', origin: target.origin } : {}),
          ...spec.headers,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const ok = operation.ok ? operation.ok(status) : status >= 200 && status < 300;
        if (operation.holdMs) {
          figures.latencies.push(performance.now() - dueAt);
          if (!ok) fail(`HTTP ${status}`);
          clearTimeout(deadline);
          response.resume();
          setTimeout(() => {
            request.destroy();
            resolve();
          }, operation.holdMs);
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (!ok && body.length < 300) body += chunk;
        });
        response.on('end', () => {
          figures.latencies.push(performance.now() - dueAt);
          if (!ok) fail(`HTTP ${status} ${body.slice(0, 160)}`);
          resolve();
        });
        response.on('error', (error) => {
          fail(error.message);
          resolve();
        });
      },
    );
    // The deadline runs from when the request was due, queueing for a socket included.
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${connection.timeoutMs} ms`)),
      Math.max(0, connection.timeoutMs - (performance.now() - dueAt)),
    );
    request.on('close', () => {
      if (!operation.holdMs) clearTimeout(deadline);
    });
    request.on('error', (error) => {
      if (operation.holdMs && error.message === 'socket hang up') return resolve();
      fail(error.message);
      resolve();
    });
    request.end(spec.body);
  });
}

/** Calls `fire` for every operation at its fixed times (i / rate) from `started` until `endAt`. */
function schedule(
  operations: Operation[],
  started: number,
  endAt: number,
  fire: (index: number, dueAt: number) => void,
): Promise<void> {
  const next = operations.map(() => started);
  return new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (let index = 0; index < operations.length; index += 1) {
        const interval = 1000 / (operations[index] as Operation).rate;
        while ((next[index] as number) <= now && (next[index] as number) < endAt) {
          fire(index, next[index] as number);
          next[index] = (next[index] as number) + interval;
        }
      }
      if (now >= endAt) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
}

function operationFigures(operations: Operation[], state: OperationState[]): OperationFigures[] {
  return operations.map((operation, index) => {
    const figures = state[index] as OperationState;
    const sorted = figures.latencies.sort((a, b) => a - b);
    return {
      name: operation.name,
      rate: operation.rate,
      sent: figures.sent,
      errors: figures.errors,
      failures: [...figures.failures],
      answered: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  });
}

/**
 * `runOpenLoad` with the generator's own figures. Several bases are taken in turn, request by
 * request, as a load balancer in front of several web processes would.
 */
export async function runOpenLoadWithGenerator(
  base: string | string[],
  operations: Operation[],
  options: { seconds: number; timeoutMs?: number },
): Promise<{ operations: OperationFigures[]; generator: GeneratorFigures }> {
  const targets = (Array.isArray(base) ? base : [base]).map((one) => new URL(one));
  for (const target of targets) {
    if (!/^(127\.0\.0\.1|localhost)$/.test(target.hostname)) throw new Error('benchmarks load loopback only');
  }
  let turn = 0;
  const connection = {
    agent: new http.Agent({ keepAlive: true, maxSockets: 512 }),
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const lags: number[] = [];
  const cpuAtStart = process.cpuUsage();
  const state: OperationState[] = operations.map(() => ({
    sent: 0,
    errors: 0,
    failures: new Set<string>(),
    latencies: [],
  }));
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  await schedule(operations, started, started + options.seconds * 1000, (index, dueAt) => {
    const target = targets[turn++ % targets.length] as URL;
    lags.push(performance.now() - dueAt);
    const promise = sendRequest(
      operations[index] as Operation,
      state[index] as OperationState,
      target,
      dueAt,
      connection,
    );
    inFlight.add(promise);
    void promise.then(() => inFlight.delete(promise));
  });
  const sendingMs = performance.now() - started;
  const sent = state.reduce((sum, figures) => sum + figures.sent, 0);
  await Promise.all(inFlight);
  connection.agent.destroy();
  const cpu = process.cpuUsage(cpuAtStart);
  const sortedLags = lags.sort((a, b) => a - b);
  const generator: GeneratorFigures = {
    achievedRate: sent / (Math.max(sendingMs, options.seconds * 1000) / 1000),
    lagP99Ms: percentile(sortedLags, 99),
    lagMaxMs: sortedLags[sortedLags.length - 1] ?? 0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: performance.now() - started,
  };
  return { operations: operationFigures(operations, state), generator };
}
