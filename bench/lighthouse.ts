import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { freePort, startNode, stop, waitUntilOk } from './lib/process';
import type { Figure } from './platform';

/**
 * Lighthouse on mobile settings (its defaults: a mid-range phone, slow 4G, simulated throttling)
 * for public pages of the built app. Budgets (ARCHITECTURE §10): performance ≥ 0.95,
 * accessibility 1.0, CLS ≤ 0.02.
 */
export async function benchLighthouse(paths: string[]): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-lh-'));
  const port = await freePort();
  const server = startNode('apps/server/src/server.ts', {
    PORT: String(port),
    DATA_DIR: dataDir,
    RUN_WORKERS: 'false',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    await waitUntilOk(`http://127.0.0.1:${port}/readyz`);
    const figures: Figure[] = [];
    for (const urlPath of paths) {
      const result = await lighthouse(`http://127.0.0.1:${port}${urlPath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${urlPath}`);
      const score = (id: string) => (lhr.categories[id]?.score ?? 0).toFixed(2);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      figures.push({
        name: `Lighthouse mobile ${urlPath}`,
        value: `performance ${score('performance')}, accessibility ${score('accessibility')}, CLS ${audit('cumulative-layout-shift').toFixed(3)}, LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s, TBT ${audit('total-blocking-time').toFixed(0)} ms`,
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
