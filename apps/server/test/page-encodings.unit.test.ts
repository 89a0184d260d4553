import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageEncodings } from '../src/plugins/web/page-encodings';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writePage(html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cd-page-'));
  dirs.push(dir);
  const file = path.join(dir, 'index.html');
  writeFileSync(file, html);
  return file;
}

describe('page encodings', () => {
  it('serves the compressed bodies the build wrote beside the page', () => {
    const file = writePage('<h1>Pricing</h1>');
    writeFileSync(`${file}.br`, 'brotli bytes from the build');
    writeFileSync(`${file}.gz`, 'gzip bytes from the build');
    const encodings = new PageEncodings(Buffer.from('<h1>Pricing</h1>'), file);
    expect(encodings.isPrecompressed).toBe(true);
    expect(encodings.get('br')?.toString()).toBe('brotli bytes from the build');
    expect(encodings.get('gzip')?.toString()).toBe('gzip bytes from the build');
  });

  it('ignores compressed files older than the page (an earlier build)', () => {
    const file = writePage('<h1>New</h1>');
    writeFileSync(`${file}.br`, 'stale');
    writeFileSync(`${file}.gz`, 'stale');
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    utimesSync(`${file}.gz`, past, past);
    const encodings = new PageEncodings(Buffer.from('<h1>New</h1>'), file);
    expect(encodings.isPrecompressed).toBe(false);
  });

  it('compresses a page without them once, on first request, in the background', async () => {
    const html = `<h1>Home</h1>${'<p>Text.</p>'.repeat(200)}`;
    const encodings = new PageEncodings(Buffer.from(html), writePage(html));
    expect(encodings.isPrecompressed).toBe(false);
    expect(encodings.get('br')).toBeNull();
    expect(encodings.get('gzip')).toBeNull();
    const br = await vi.waitFor(() => encodings.get('br') ?? Promise.reject(new Error('not yet')));
    const gzip = await vi.waitFor(() => encodings.get('gzip') ?? Promise.reject(new Error('not yet')));
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(gzip).toString()).toBe(html);
  });
});
