import { lookup } from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { isPublicAddress } from '../../../lib/safe-fetch';

/**
 * The only way out for a run's browser context (ARCHITECTURE §11): an HTTP proxy on loopback that
 * lets through requests to the playbook's own hosts, resolves each name itself, refuses any address
 * the SSRF rules of `lib/safe-fetch.ts` refuse, and connects to the address it checked (so a name
 * that resolves differently the second time cannot slip through). Redirects, subresources and
 * confirmation links all pass here; WebSocket upgrades are refused.
 */
export type GuardOptions = {
  allowHost(host: string): boolean;
  allowLoopback: boolean;
  onBlocked(host: string, reason: string): void;
};
export type GuardProxy = { url: string; close(): Promise<void> };

async function checkedAddress(host: string, options: GuardOptions): Promise<string | null> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (!options.allowHost(bare)) {
    options.onBlocked(bare, 'not one of the site’s own hosts');
    return null;
  }
  try {
    const addresses = net.isIP(bare) ? [{ address: bare }] : await lookup(bare, { all: true });
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address, options.allowLoopback))) {
      options.onBlocked(bare, 'a private network address');
      return null;
    }
    return addresses[0]?.address ?? null;
  } catch {
    options.onBlocked(bare, 'the name does not resolve');
    return null;
  }
}

function forwardHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const copy: http.OutgoingHttpHeaders = { ...headers };
  delete copy['proxy-connection'];
  delete copy['proxy-authorization'];
  return copy;
}

export async function startGuardProxy(options: GuardOptions): Promise<GuardProxy> {
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    void (async () => {
      let target: URL;
      try {
        target = new URL(request.url ?? '');
      } catch {
        response.writeHead(400).end();
        return;
      }
      const address = target.protocol === 'http:' ? await checkedAddress(target.hostname, options) : null;
      if (!address) {
        response.writeHead(403, { 'content-type': 'text/plain' }).end('Blocked by the removal runner');
        return;
      }
      const upstream = http.request(
        {
          host: address,
          port: target.port || 80,
          method: request.method,
          path: `${target.pathname}${target.search}`,
          headers: forwardHeaders(request.headers),
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.headersSent || response.writeHead(502).end());
      request.pipe(upstream);
    })();
  });
  server.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    void (async () => {
      const [host = '', port = '443'] = (request.url ?? '').split(/:(?=\d+$)/);
      const address = await checkedAddress(host, options);
      if (!address) {
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const upstream = net.connect(Number(port), address, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    })();
  });
  server.on('upgrade', (_request, socket: net.Socket) => socket.destroy());
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
