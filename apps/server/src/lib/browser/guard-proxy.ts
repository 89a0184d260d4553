import { randomBytes, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { isLoopbackStandIn, isPublicAddress } from '../safe-fetch';

/**
 * The only way out for a browser context (ARCHITECTURE §11), shared by the removal runner and
 * verification: an HTTP proxy on loopback, with a random password so other local programs cannot
 * use it. It lets through only the hosts `allowHost` accepts (the runner: the playbook's own hosts;
 * verification: any), resolves each name itself, refuses any address the SSRF rules of
 * `lib/safe-fetch.ts` refuse, and connects to the address it checked, so a name that resolves
 * differently the second time cannot slip through. Plain HTTP is forwarded (redirects go back to
 * Chromium unfollowed, and each hop comes through here again); HTTPS is tunnelled with CONNECT, so
 * TLS stays end to end. WebSocket upgrades over plain HTTP are refused.
 */
export type GuardOptions = {
  /** Unset: every host (only the address rules apply). */
  allowHost?: (host: string) => boolean;
  allowLoopback: boolean;
  /** Tests only (decision 039): names that resolve to 127.0.0.1, when loopback is allowed. */
  loopbackHosts?: readonly string[];
  onBlocked?: (host: string, reason: BlockReason) => void;
};
export type BlockReason = 'not-allowed-host' | 'private-address' | 'unresolved';
export type GuardProxy = {
  /** The proxy's address and credentials, as a Playwright context's `proxy` option takes them. */
  server: string;
  username: string;
  password: string;
  close(): Promise<void>;
};

export const BLOCK_REASONS: Record<BlockReason, string> = {
  'not-allowed-host': 'not one of the site’s own hosts',
  'private-address': 'a private network address',
  unresolved: 'the name does not resolve',
};

/** An upstream that neither answers nor fails is dropped after this long. */
const IDLE_TIMEOUT_MS = 30_000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

async function checkedAddress(host: string, options: GuardOptions): Promise<string | null> {
  const bare = host.replace(/^\[|\]$/g, '');
  const block = (reason: BlockReason) => {
    options.onBlocked?.(bare, reason);
    return null;
  };
  if (options.allowHost && !options.allowHost(bare)) return block('not-allowed-host');
  let addresses: { address: string }[];
  try {
    addresses = net.isIP(bare)
      ? [{ address: bare }]
      : isLoopbackStandIn(bare, options.allowLoopback, options.loopbackHosts)
        ? [{ address: '127.0.0.1' }]
        : await lookup(bare, { all: true });
  } catch {
    return block('unresolved');
  }
  if (addresses.length === 0) return block('unresolved');
  if (addresses.some((entry) => !isPublicAddress(entry.address, options.allowLoopback))) {
    return block('private-address');
  }
  return addresses[0]?.address ?? null;
}

function forwardHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const copy: http.OutgoingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

type Authorised = (request: http.IncomingMessage) => boolean;

/** A plain-HTTP request through the proxy: forwarded only to a checked public address. */
async function forwardRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  authorised: Authorised,
  options: GuardOptions,
): Promise<void> {
  if (!authorised(request)) {
    response.writeHead(407, { 'proxy-authenticate': 'Basic realm="guard"' }).end();
    return;
  }
  let target: URL;
  try {
    target = new URL(request.url ?? '');
  } catch {
    response.writeHead(400).end();
    return;
  }
  const address = target.protocol === 'http:' ? await checkedAddress(target.hostname, options) : null;
  if (!address) {
    response.writeHead(403, { 'content-type': 'text/plain' }).end('Blocked by the guard proxy');
    return;
  }
  const upstream = http.request(
    {
      host: address,
      port: target.port || 80,
      method: request.method,
      path: `${target.pathname}${target.search}`,
      headers: forwardHeaders(request.headers),
      timeout: IDLE_TIMEOUT_MS,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('timeout', () => upstream.destroy());
  // No answer at all: Chromium reports a network error, never a page made up here.
  upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
  request.pipe(upstream);
}

/** A CONNECT tunnel (HTTPS): opened only to a checked public address. */
async function openTunnel(
  request: http.IncomingMessage,
  client: net.Socket,
  head: Buffer,
  authorised: Authorised,
  options: GuardOptions,
): Promise<void> {
  if (!authorised(request)) {
    client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="guard"\r\n\r\n');
    return;
  }
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(request.url ?? '');
  const address = match ? await checkedAddress(match[1] ?? '', options) : null;
  if (!address) {
    client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    return;
  }
  const upstream = net.connect({ host: address, port: Number(match?.[2]), timeout: IDLE_TIMEOUT_MS }, () => {
    upstream.setTimeout(0);
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('timeout', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
}

export async function startGuardProxy(options: GuardOptions): Promise<GuardProxy> {
  const username = 'browser';
  const password = randomBytes(18).toString('base64url');
  const expected = Buffer.from(`Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`);
  const authorised: Authorised = (request) => {
    const given = Buffer.from(String(request.headers['proxy-authorization'] ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    void forwardRequest(request, response, authorised, options);
  });
  server.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    void openTunnel(request, client, head, authorised, options);
  });
  server.on('upgrade', (_request, socket: net.Socket) => socket.destroy());
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    username,
    password,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
