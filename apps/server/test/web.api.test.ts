import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const INLINE = 'window.__ready = true;';
const page = (text: string) =>
  `<!DOCTYPE html><html><head><title>${text}</title></head><body><h1>${text}</h1><p>${'Text. '.repeat(300)}</p><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

let root: string;
let app: TestApp;

/** A small build of the shape the web app writes: prerendered pages, the not-found page, assets. */
function writeFixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cd-web-'));
  const client = path.join(dir, 'client');
  for (const folder of ['', 'pricing', '__not-found', 'assets'])
    mkdirSync(path.join(client, folder), { recursive: true });
  // Compressed copies beside each page, as the build's precompress step writes them; the home page
  // is left without, as a build that skipped that step would.
  const writePage = (file: string, html: string, precompressed = true) => {
    writeFileSync(path.join(client, file), html);
    if (!precompressed) return;
    writeFileSync(path.join(client, `${file}.br`), brotliCompressSync(html));
    writeFileSync(path.join(client, `${file}.gz`), gzipSync(html));
  };
  writePage('index.html', page('Home'), false);
  writePage(path.join('pricing', 'index.html'), page('Pricing'));
  writePage(path.join('__not-found', 'index.html'), page('Page Not Found'));
  writePage('__spa-fallback.html', page('Loading...'));
  writeFileSync(path.join(client, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The service worker and the manifest (docs/pwa.md), the worker with its compressed copies.
  const worker = 'self.addEventListener("fetch", () => undefined);'.repeat(40);
  writeFileSync(path.join(client, 'sw.js'), worker);
  writeFileSync(path.join(client, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(client, 'sw.js.gz'), gzipSync(worker));
  writeFileSync(path.join(client, 'manifest.webmanifest'), '{"name":"ClearDocket"}');
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ clientRoutes: ['/dashboard/*', '/requests/:id'] }));
  return dir;
}

beforeAll(async () => {
  root = writeFixtureBuild();
  app = await createTestApp({ serveWeb: true, config: { webDistDir: path.join(root, 'client') } });
});

afterAll(async () => {
  await app.cleanup();
  rmSync(root, { recursive: true, force: true });
});

describe('pages', () => {
  it('serves a prerendered page with a CSP that allows exactly its inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/pricing' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Pricing</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the home page at / and a trailing slash like the page itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Home</h1>');
    expect((await app.inject({ method: 'GET', url: '/pricing/' })).body).toContain('<h1>Pricing</h1>');
  });

  it('answers 304 when the page has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/pricing' });
    const again = await app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown page path with 404 and the Page Not Found page', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Page Not Found</h1>');
    expect(response.headers['content-security-policy']).toContain('sha256-');
  });

  it('serves the client-rendered shell for routes the client renders', async () => {
    for (const url of ['/dashboard/settings', '/requests/42']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<h1>Loading...</h1>');
    }
  });

  it('never serves the build files by their own names', async () => {
    for (const url of ['/index.html', '/__not-found', '/__spa-fallback.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<h1>Home</h1>');
    }
  });
});

describe('files', () => {
  it('caches hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('serves the service worker with its own CSP and no caching, compressed or not', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const response = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
      // It fetches the site's own pages, files and API to precache and serve them.
      expect(response.headers['content-security-policy'], encoding).toContain("connect-src 'self'");
      expect(response.headers['content-security-policy'], encoding).toContain("default-src 'none'");
    }
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers a missing file with 404 and never with HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error.code).toBe('not_found');
  });

  it('keeps unknown API paths JSON even with the web app served', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'The requested resource was not found.' } });
  });

  it('compresses pages for clients that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<h1>Pricing</h1>');
    const brotli = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.statusCode).toBe(404);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Page Not Found</h1>');
  });

  it('never serves the compressed copies of a page by their own names', async () => {
    for (const url of ['/pricing/index.html.br', '/pricing/index.html.gz']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('compresses a page the build left uncompressed on its first request, and sends it compressed after', async () => {
    const request = { method: 'GET' as const, url: '/', headers: { 'accept-encoding': 'br' } };
    const first = await app.inject(request);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toContain('<h1>Home</h1>');
    await vi.waitFor(async () => {
      const later = await app.inject(request);
      expect(later.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(later.rawPayload).toString()).toContain('<h1>Home</h1>');
    });
  });
});

describe('tag manager', () => {
  it('opens the page CSP to the tag manager only when GTM_ID is configured', async () => {
    const plain = await app.inject({ method: 'GET', url: '/pricing' });
    expect(plain.headers['content-security-policy']).not.toContain('googletagmanager');
    const withGtm = await createTestApp({
      serveWeb: true,
      config: { webDistDir: path.join(root, 'client'), gtmId: 'GTM-ABC123' },
    });
    try {
      const response = await withGtm.inject({ method: 'GET', url: '/pricing' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/www\.googletagmanager\.com;/);
      expect(csp).toContain('frame-src https://www.googletagmanager.com');
    } finally {
      await withGtm.cleanup();
    }
  });
});
