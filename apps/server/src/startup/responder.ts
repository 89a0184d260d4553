import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeApiError } from '@cleardocket/domain/errors/api-error';
import { NON_PAGE_CSP } from '../lib/csp';
import { StartupError, errorCode, firstLine } from '../lib/startup-error';
import { startingReadiness } from '../modules/health/readiness';
import { SECURITY_HEADERS } from '../plugins/security-headers';
import type { StartupProgress } from './steps';

/** How long a client is asked to wait before it tries again while the server starts. */
const RETRY_AFTER_SECONDS = 5;

export type Responder = { port: number; close(): Promise<void> };

/**
 * Listens on PORT from the first moment of a start and answers while the app is not there yet:
 * /healthz 200 (the process is alive), /readyz 503 with the step in progress, anything else 503
 * with Retry-After. server.ts closes it and the app listens on the same port once everything is
 * up, so a load balancer or a test sees 503 → 200 rather than a refused connection for the
 * whole of a slow first start.
 */
export async function startResponder(options: {
  port: number;
  host: string;
  progress: StartupProgress;
}): Promise<Responder> {
  const server = createServer((request, response) => answer(request, response, options.progress));
  // Short answers that end their connection: nothing lingers when the app takes over.
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(describeListenError(error, options)));
    server.listen({ port: options.port, host: options.host }, resolve);
  });
  const address = server.address();
  let closed: Promise<void> | null = null;
  return {
    // PORT=0 asks for any free port: the app then listens on the one the responder got.
    port: typeof address === 'object' && address ? address.port : options.port,
    close() {
      closed ??= new Promise((resolve) => {
        // Answers end their connections, and close() drops the idle ones; a client that holds a
        // connection open without finishing its request is cut off after a moment.
        const force = setTimeout(() => server.closeAllConnections(), 1000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
      });
      return closed;
    },
  };
}

function answer(request: IncomingMessage, response: ServerResponse, progress: StartupProgress): void {
  const path = (request.url ?? '/').split('?')[0];
  const headers = {
    ...SECURITY_HEADERS,
    'content-security-policy': NON_PAGE_CSP,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  };
  if (path === '/healthz') {
    response.writeHead(200, headers).end(JSON.stringify({ status: 'ok' }));
  } else if (path === '/readyz') {
    response.writeHead(503, headers).end(JSON.stringify(startingReadiness(progress)));
  } else {
    response
      .writeHead(503, { ...headers, 'retry-after': String(RETRY_AFTER_SECONDS) })
      .end(JSON.stringify(makeApiError('unavailable')));
  }
}

/** Why the server cannot listen, naming PORT or HOST: one line instead of a stack. */
export function describeListenError(error: unknown, { port, host }: { port: number; host: string }): StartupError {
  const code = errorCode(error);
  const reason =
    code === 'EADDRINUSE'
      ? `PORT=${port} is already in use on HOST=${host}: stop the other process or choose another PORT`
      : code === 'EACCES'
        ? `PORT=${port} needs privileges this process lacks: choose a PORT above 1023`
        : code === 'EADDRNOTAVAIL'
          ? `HOST=${host} is not an address of this machine: use 127.0.0.1, 0.0.0.0 or one of its own addresses`
          : code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL'
            ? `HOST=${host} does not resolve to an address of this machine: use 127.0.0.1, 0.0.0.0 or localhost`
            : `cannot listen on HOST=${host} PORT=${port}: ${firstLine(error)}`;
  return new StartupError(`Cannot start: ${reason}.`, { cause: error });
}
