import { randomBytes, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect, isIP } from 'node:net';
import { SafeFetchError, isPublicAddress, safeFetch } from '../lib/safe-fetch';

/**
 * The verification browser's only way out (ARCHITECTURE §11 "outbound fetches … guarded against
 * SSRF"): a forward proxy on loopback that Chromium must use for everything — pages, scripts,
 * images, WebSockets. Plain http requests are fetched with the SSRF guard's own fetch (public
 * addresses only, checked inside the connection's DNS lookup); https and WebSocket tunnels
 * (CONNECT) are opened to an address checked by the same rule and pinned, so a name that resolves
 * differently a second time cannot slip through. Redirects go back to Chromium unfollowed, and
 * each hop comes through here again. A random password keeps other local programs out.
 */
export type BrowserGuard = {
  server: string;
  username: string;
  password: string;
  /** Hosts refused because they resolve to a private address (the page itself may be one). */
  refusedHosts: Set<string>;
  close(): Promise<void>;
};

const MAX_BYTES = 5 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

/** End-to-end headers only; repeated ones (set-cookie) stay separate. */
function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

const joined = (headers: Record<string, string | string[]>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );

/** Resolves a host: the address to connect to when every address it has is allowed. */
async function checkedAddress(
  host: string,
  allowLoopback: boolean,
): Promise<{ address: string } | { refused: true } | { unresolved: true }> {
  let addresses: { address: string }[];
  try {
    addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  } catch {
    return { unresolved: true };
  }
  const [first] = addresses;
  if (!first) return { unresolved: true };
  if (addresses.some((entry) => !isPublicAddress(entry.address, allowLoopback))) return { refused: true };
  return { address: first.address };
}

export async function startBrowserGuard(options: { allowLoopback: boolean }): Promise<BrowserGuard> {
  const username = 'verify';
  const password = randomBytes(18).toString('base64url');
  const expected = Buffer.from(`Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`);
  const refusedHosts = new Set<string>();
  const sockets = new Set<Socket>();

  const authorised = (request: IncomingMessage) => {
    const given = Buffer.from(String(request.headers['proxy-authorization'] ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const CHALLENGE =
    'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="verify"\r\nContent-Length: 0\r\n\r\n';

  const server = createServer(async (request, response) => {
    if (!authorised(request)) {
      response.writeHead(407, { 'proxy-authenticate': 'Basic realm="verify"' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '';
    try {
      const answer = await safeFetch(
        url,
        { allowLoopback: options.allowLoopback, timeoutMs: REQUEST_TIMEOUT_MS, maxBytes: MAX_BYTES, maxRedirects: 0 },
        { method: request.method ?? 'GET', headers: joined(endToEnd(request.headers)), body: Buffer.concat(chunks) },
      );
      response.writeHead(answer.status, { ...endToEnd(answer.headers), 'content-length': answer.bytes.length });
      response.end(answer.bytes);
    } catch (error) {
      if (error instanceof SafeFetchError && error.kind === 'refused') {
        // Refused: the check reads refusedHosts, whatever Chromium makes of this answer.
        refusedHosts.add(new URL(url, 'http://invalid').hostname.replace(/^\[|\]$/g, ''));
        response.writeHead(403, { 'content-type': 'text/plain' }).end('Refused: private address');
        return;
      }
      // No answer at all: Chromium reports a network error, never a page we made up.
      response.destroy();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', async (request: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    if (!authorised(request)) {
      client.end(CHALLENGE);
      return;
    }
    const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(request.url ?? '');
    const host = match?.[1] ?? '';
    const checked = match ? await checkedAddress(host, options.allowLoopback) : { unresolved: true as const };
    if (!('address' in checked)) {
      if ('refused' in checked) refusedHosts.add(host);
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = connect({ host: checked.address, port: Number(match?.[2]), timeout: REQUEST_TIMEOUT_MS }, () => {
      upstream.setTimeout(0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('timeout', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    username,
    password,
    refusedHosts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
