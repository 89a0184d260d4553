import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { createMember } from './lib/member';
import { freePort, startNode, stop, waitUntilOk } from './lib/process';
import type { Figure } from './platform';

/** A page to weigh and its budget in KB of script (ARCHITECTURE §12); `member` pages need a session. */
export type WeighedPage = { path: string; budgetKb: number; member?: boolean };

type Weight = { scriptBytes: number; scripts: number; cssBytes: number };

/**
 * Page weight as the browser pays it (issue 34): the page loaded in Chromium, and every script it
 * fetched by the load event summed as sent on the wire (compressed as served, headers aside).
 * Counting a page's static imports instead missed the modules the router loads before `load`.
 */
export async function benchBrowserPageWeight(pages: WeighedPage[]): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-weight-'));
  const port = await freePort();
  const server = startNode('apps/server/src/server.ts', {
    PORT: String(port),
    DATA_DIR: dataDir,
    RUN_WORKERS: 'false',
    NODE_ENV: 'test',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  });
  let browser: Browser | undefined;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilOk(`${base}/readyz`);
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const figures: Figure[] = [];
    let memberCookie: string | undefined;
    for (const page of pages) {
      if (page.member && memberCookie === undefined) memberCookie = (await createMember(base)).cookie;
      const context = await browser.newContext();
      if (page.member && memberCookie) await context.addCookies(cookiesFor(memberCookie, base));
      const weight = await weighPage(context, `${base}${page.path}`);
      await context.close();
      const kb = weight.scriptBytes / 1024;
      const over = kb > page.budgetKb ? ', OVER BUDGET' : '';
      figures.push({
        name: `scripts by load, ${page.path}${page.member ? ' (signed in)' : ''}`,
        value: `${kb.toFixed(1)} KB in ${weight.scripts} files, CSS ${(weight.cssBytes / 1024).toFixed(1)} KB (budget ≤ ${page.budgetKb} KB${over})`,
      });
    }
    return figures;
  } finally {
    await browser?.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Loads one page in a fresh context and sums, from the browser's resource timing, the scripts and
 * styles requested before the load event ended (the page's own start-up imports, which finish
 * a moment after `load` on a fast machine and before it on a slow one, so they count either way):
 * encodedBodySize is the body as sent, compressed when the server compressed it. Module preloads
 * count as scripts (they are the same files).
 */
async function weighPage(context: BrowserContext, url: string): Promise<Weight> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const entries = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadAt = navigation?.loadEventEnd ?? Number.POSITIVE_INFINITY;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= loadAt)
      .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
  });
  await page.close();
  const scripts = entries.filter((entry) => /\.m?js$/.test(entry.name));
  return {
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
    scripts: scripts.length,
    cssBytes: entries.filter((entry) => entry.name.endsWith('.css')).reduce((sum, entry) => sum + entry.bytes, 0),
  };
}

/** The `name=value; name=value` cookie header a member got, as cookies of the bench's host. */
function cookiesFor(header: string, base: string): { name: string; value: string; url: string }[] {
  return header
    .split('; ')
    .map((pair) => pair.split('='))
    .map(([name = '', ...value]) => ({ name, value: value.join('='), url: base }));
}
