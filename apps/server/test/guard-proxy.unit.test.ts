import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardProxy } from '../src/lib/browser/guard-proxy';
import type { GuardProxy } from '../src/lib/browser/guard-proxy';

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
function through(guard: GuardProxy, target: string, method = 'GET', password = guard.password): Promise<number> {
  const proxy = new URL(guard.server);
  const authorization = `Basic ${Buffer.from(`${guard.username}:${password}`).toString('base64')}`;
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: proxy.hostname,
      port: proxy.port,
      method,
      path: target,
      headers: { 'proxy-authorization': authorization },
    });
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

describe('the browser’s guard proxy', () => {
  it('lets through the site’s own host, and refuses other hosts and private addresses', async () => {
    const blocked: string[] = [];
    const open = await startGuardProxy({
      allowHost: (host) => host === '127.0.0.1',
      allowLoopback: true,
      onBlocked: (host, reason) => blocked.push(`${host} ${reason}`),
    });
    const strict = await startGuardProxy({
      allowHost: (host) => host === '127.0.0.1',
      allowLoopback: false,
      onBlocked: (host, reason) => blocked.push(`${host} ${reason}`),
    });
    try {
      hits = 0;
      expect(await through(open, `http://127.0.0.1:${sitePort}/`)).toBe(200);
      expect(hits).toBe(1);
      expect(await through(open, `http://localhost:${sitePort}/`)).toBe(403);
      expect(await through(strict, `http://127.0.0.1:${sitePort}/`)).toBe(403);
      expect(await through(strict, `127.0.0.1:${sitePort}`, 'CONNECT')).toBe(403);
      expect(await through(open, `169.254.169.254:443`, 'CONNECT')).toBe(403);
      expect(await through(open, `http://127.0.0.1:${sitePort}/`, 'GET', 'wrong')).toBe(407);
      expect(await through(open, `127.0.0.1:${sitePort}`, 'CONNECT', 'wrong')).toBe(407);
      expect(hits).toBe(1);
      expect(blocked).toEqual([
        'localhost not-allowed-host',
        '127.0.0.1 private-address',
        '127.0.0.1 private-address',
        '169.254.169.254 not-allowed-host',
      ]);
    } finally {
      await open.close();
      await strict.close();
    }
  });

  it('connects a test’s stand-in host to loopback only while loopback is allowed (decision 039)', async () => {
    const blocked: string[] = [];
    const loopbackHosts = ['listing.stand-in.invalid'];
    const onBlocked = (host: string, reason: string) => blocked.push(`${host} ${reason}`);
    const open = await startGuardProxy({ allowLoopback: true, loopbackHosts, onBlocked });
    const strict = await startGuardProxy({ allowLoopback: false, loopbackHosts, onBlocked });
    try {
      hits = 0;
      expect(await through(open, `http://listing.stand-in.invalid:${sitePort}/`)).toBe(200);
      expect(hits).toBe(1);
      expect(await through(strict, `http://listing.stand-in.invalid:${sitePort}/`)).toBe(403);
      expect(await through(open, `http://other.stand-in.invalid:${sitePort}/`)).toBe(403);
      expect(hits).toBe(1);
      expect(blocked).toEqual(['listing.stand-in.invalid unresolved', 'other.stand-in.invalid unresolved']);
    } finally {
      await open.close();
      await strict.close();
    }
  });
});
