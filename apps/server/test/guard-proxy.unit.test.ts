import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardProxy } from '../src/modules/removal-runner/runner/guard-proxy';

let site: Server;
let sitePort: number;
let hits = 0;

beforeAll(async () => {
  site = createServer((_request, response) => {
    hits++;
    response.end('hello');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
});

afterAll(() => site.close());

/** A request through the proxy, as a browser sends it (absolute URL) or tunnels it (CONNECT). */
function through(proxyUrl: string, target: string, method = 'GET'): Promise<number> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: proxy.hostname, port: proxy.port, method, path: target });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('connect', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the runner’s guard proxy', () => {
  it('lets through the site’s own host, and refuses other hosts and private addresses', async () => {
    const blocked: string[] = [];
    const open = await startGuardProxy({
      allowHost: (host) => host === '127.0.0.1',
      allowLoopback: true,
      onBlocked: (host) => blocked.push(host),
    });
    const strict = await startGuardProxy({
      allowHost: (host) => host === '127.0.0.1',
      allowLoopback: false,
      onBlocked: (host) => blocked.push(host),
    });
    try {
      hits = 0;
      expect(await through(open.url, `http://127.0.0.1:${sitePort}/`)).toBe(200);
      expect(hits).toBe(1);
      expect(await through(open.url, `http://localhost:${sitePort}/`)).toBe(403);
      expect(await through(strict.url, `http://127.0.0.1:${sitePort}/`)).toBe(403);
      expect(await through(strict.url, `127.0.0.1:${sitePort}`, 'CONNECT')).toBe(403);
      expect(await through(open.url, `169.254.169.254:443`, 'CONNECT')).toBe(403);
      expect(hits).toBe(1);
      expect(blocked).toEqual(['localhost', '127.0.0.1', '127.0.0.1', '169.254.169.254']);
    } finally {
      await open.close();
      await strict.close();
    }
  });
});
