import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError, isPublicAddress, safeFetch } from '../src/lib/safe-fetch';

describe('public address check', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:93.184.216.34', true],
    ['not-an-ip', false],
    // IPv6 forms of loopback and link-local (issue 13 item 8), and other non-public ranges.
    ['::7f00:1', false],
    ['::127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:0:7f00:1', false],
    ['::ffff:0:a9fe:a9fe', false],
    ['2002:7f00:1::', false],
    ['2002:a9fe:a9fe::', false],
    ['2002:5db8:d822::1', false],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::5db8:d822', true],
    ['64:ff9b:1::7f00:1', false],
    ['::', false],
    ['100::1', false],
    ['2001:db8::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['255.255.255.255', false],
    ['198.18.0.1', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('allows loopback only when asked', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
    expect(isPublicAddress('fe80::1', true)).toBe(false);
  });
});

describe('safe fetch', () => {
  let base = '';
  const server = createServer((request, response) => {
    if (request.url === '/to-private') {
      response.writeHead(302, { location: 'http://10.0.0.1/secret' });
      response.end();
    } else if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(2 * 1024 * 1024));
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('late'), 2000);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>Hello &amp; welcome</p><script>alert(1)</script>');
    }
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('refuses loopback by default, and other schemes always', async () => {
    await expect(safeFetch(`${base}/`)).rejects.toThrow('private network');
    await expect(safeFetch('file:///etc/passwd', { allowLoopback: true })).rejects.toThrow('Only http and https');
    await expect(safeFetch('http://localhost:1/', { allowLoopback: false })).rejects.toThrow(/private network|reached/);
    const port = new URL(base).port;
    for (const literal of ['[::ffff:0:7f00:1]', '[::7f00:1]', '[2002:7f00:1::]', '[::ffff:7f00:1]']) {
      await expect(safeFetch(`http://${literal}:${port}/`), literal).rejects.toThrow('private network');
    }
  });

  it('fetches a page and returns its body as sent', async () => {
    const page = await safeFetch(`${base}/`, { allowLoopback: true });
    expect(page.status).toBe(200);
    expect(page.body).toBe('<p>Hello &amp; welcome</p><script>alert(1)</script>');
  });

  it('connects a test’s stand-in host to loopback only while loopback is allowed (decision 039)', async () => {
    const standIn = `http://listing.stand-in.invalid:${new URL(base).port}/`;
    const loopbackHosts = ['listing.stand-in.invalid'];
    // Refusals first: a kept-alive connection from the success would skip the name lookup.
    await expect(safeFetch(standIn, { allowLoopback: false, loopbackHosts })).rejects.toThrow(SafeFetchError);
    await expect(safeFetch(standIn, { allowLoopback: true })).rejects.toThrow(SafeFetchError);
    const page = await safeFetch(standIn, { allowLoopback: true, loopbackHosts });
    expect(page.status).toBe(200);
    expect(page.finalUrl).toBe(standIn);
  });

  it('refuses a redirect to a private address, caps the size and times out', async () => {
    await expect(safeFetch(`${base}/to-private`, { allowLoopback: true })).rejects.toThrow('private network');
    const big = await safeFetch(`${base}/big`, { allowLoopback: true });
    expect(big.truncated).toBe(true);
    expect(big.body.length).toBe(1024 * 1024);
    await expect(safeFetch(`${base}/slow`, { allowLoopback: true, timeoutMs: 300 })).rejects.toThrow('did not answer');
  });
});
