// `npm run bench` (add `-- --short` for CI): prints figures; never fails on a slow machine.
// Compare the ratios measured in one run, not absolute numbers (machines here are shared).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/process';
import { benchLighthouse } from './lighthouse';
import { benchUnreadCount, benchUnreadPopulation } from './unread';
import { benchPgliteStall } from './pglite-stall';
import { benchClassification, benchScan, benchSchedulerPlan } from './search';
import { benchStartTime, benchThroughput } from './platform';
import { benchBrowserPageWeight } from './page-weight';
import type { WeighedPage } from './page-weight';
import { benchRunner } from './runner';
import type { Figure } from './platform';

const isShort = process.argv.includes('--short');
// `-- --only=pages` (or api, search, start, runner) runs one group; `--only=unread` runs only the
// unread count (bare, cookie and API key), the part of `api` that takes seconds; `--only=stall`
// only the web thread's event-loop delay while PGlite serves statements (decision 109);
// `--only=polled` only the 10,000 members' reads (polled as in life, then flat out).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wants = (group: string) => only === undefined || only === group;
// ARCHITECTURE §12: every script fetched before the load event, compressed as served: public
// pages ≤ 30 KB, sign-in and sign-up ≤ 110 KB, the member area's first load ≤ 170 KB.
const WEIGHED_PAGES: WeighedPage[] = [
  ...['/', '/pricing', '/remove-mugshots-from-google', '/contact', '/free-assessment'].map((page) => ({
    path: page,
    budgetKb: 30,
  })),
  { path: '/login', budgetKb: 110 },
  { path: '/signup', budgetKb: 110 },
  { path: '/dashboard', budgetKb: 170, member: true },
];
const LIGHTHOUSE_PAGES = ['/', '/pricing', '/remove-mugshots-from-google'];

function print(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) console.log(`  ${figure.name.padEnd(44)} ${figure.value}`);
}

async function main(): Promise<void> {
  console.log(`ClearDocket benchmarks (${isShort ? 'short' : 'full'} mode)`);
  if (wants('api')) print('API throughput (50 connections)', await benchThroughput(isShort ? 3 : 10));
  if (wants('api') || only === 'unread') {
    print(
      'Authenticated read, one member (50 connections: measures the caches; cookie and API key)',
      await benchUnreadCount(isShort ? 3 : 10),
    );
  }
  if (wants('api') || only === 'polled') {
    print(
      'Authenticated read, 10,000 members with their own sessions (caches miss as in life)',
      await benchUnreadPopulation(isShort ? 10 : 60),
    );
  }
  if (wants('api') || only === 'stall') {
    print(
      'PGlite: the web thread while statements run (every 10 ms five reads, each 100 ms a slow sort)',
      await benchPgliteStall(isShort ? 3 : 15),
    );
  }
  if (wants('search')) {
    print('Search classification', benchClassification(100_000));
    print('Monitoring scheduler plan (10,000 profiles, 2 requests/s)', benchSchedulerPlan(10_000));
    print('Search scan (2 requests/s limit)', await benchScan());
  }
  if (wants('pages') && existsSync(path.join(ROOT, 'apps/web/build/client/index.html'))) {
    print(
      'Page weight (Chromium: scripts requested by the load event, compressed as served)',
      await benchBrowserPageWeight(WEIGHED_PAGES),
    );
    print('Lighthouse', await benchLighthouse(LIGHTHOUSE_PAGES));
  } else if (wants('pages')) {
    console.log('\nPage weight: skipped, run `npm run build` first');
  }
  if (wants('start')) print('Server start', await benchStartTime());
  if (wants('runner')) print('Removal runner (multi-step replica, 11 steps)', await benchRunner(isShort));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
