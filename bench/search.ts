import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_VARIANTS, PASS_MINUTES, capacityPlan, weeklyBudget } from '@cleardocket/domain/monitoring/plan';
import { classifyResult } from '@cleardocket/domain/search/classify';
import { SEARCH_TYPES } from '@cleardocket/domain/search/query';
import {
  BENCH_NOW,
  BENCH_PROFILE,
  BENCH_SCAN,
  benchResults,
} from '../packages/domain/eval/classification/bench-corpus';
import { addToOwnProfile, createMember } from './lib/member';
import { freePort, startNode, stop, waitUntilOk } from './lib/process';
import type { Figure } from './platform';

/** Classification + match decision throughput on 100,000 generated results (ARCHITECTURE §12: ≥ 100,000/s). */
export function benchClassification(count = 100_000): Figure[] {
  const results = benchResults(count);
  const [profile, now, scan] = [BENCH_PROFILE, BENCH_NOW, BENCH_SCAN];
  for (const result of results.slice(0, 2000)) classifyResult(result, profile, { now, scan });
  const started = performance.now();
  let high = 0;
  let found = 0;
  for (const result of results) {
    const classification = classifyResult(result, profile, { now, scan });
    if (classification.severity === 'high') high++;
    if (classification.found) found++;
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: `classified + scored (${count.toLocaleString('en-US')})`,
      value: `${Math.round(count / seconds).toLocaleString('en-US')} results/s (budget ≥ 100,000)`,
    },
    { name: 'of which high severity', value: `${((high / count) * 100).toFixed(1)} %` },
    { name: 'of which found (needs action, likely them)', value: `${((found / count) * 100).toFixed(1)} %` },
  ];
}

const int = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The monitoring scheduler's plan (docs/monitoring.md) for `profiles` weekly profiles against the
 * provider's shared 2 requests/s: how many query variants each re-scan gets, the week's requests
 * and the share of the budget they use, and how many profiles a week would fit.
 */
export function benchSchedulerPlan(profiles = 10_000): Figure[] {
  const plan = capacityPlan(profiles);
  const budget = weeklyBudget();
  return [
    {
      name: 'provider limit, a week',
      value: `${int(budget.total)} requests (2/s); monitoring's half: ${int(budget.monitoring)}`,
    },
    { name: `re-scans a week (${int(profiles)} weekly profiles)`, value: int(plan.rescansPerWeek) },
    { name: 'query variants per re-scan', value: `${plan.variantsPerProfile} of ${MAX_VARIANTS}` },
    {
      name: 'provider requests a week',
      value: `${int(plan.requestsPerWeek)} (${(plan.utilisation * 100).toFixed(1)} % of monitoring's budget, ${plan.providerHours.toFixed(1)} h of the limit)`,
    },
    { name: `requests a ${PASS_MINUTES}-minute pass may start`, value: int(plan.requestsPerPass) },
    {
      name: 'weekly profiles that fit',
      value: `${int(plan.fitAtVariants)} at ${plan.variantsPerProfile} variants, ${int(plan.fitAtOneQuery)} at one`,
    },
  ];
}

/** The member's own term for each scan type. */
const SCAN_TERMS: Record<string, string> = {
  name: 'Bench Member',
  company: 'Bench Roofing LLC',
  case: '2019-CR-4821',
  phone: '5125550142',
  address: '12 Elm Street, Austin TX',
};

/** Polls the scans until each has completed or failed (2 minutes at most); returns how many failed. */
async function waitForScans(base: string, cookie: string, ids: string[], started: number): Promise<number> {
  const pending = new Set(ids);
  let failed = 0;
  while (pending.size > 0 && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const id of [...pending]) {
      const response = await fetch(`${base}/api/search/scans/${id}`, { headers: { cookie } });
      const { scan } = (await response.json()) as { scan: { status: string } };
      if (scan.status === 'completed' || scan.status === 'failed') {
        pending.delete(id);
        if (scan.status === 'failed') failed += 1;
      }
    }
  }
  return failed;
}

/**
 * A full six-type scan through the job queue against a local SearXNG-protocol server, with the
 * shared 2 requests/s limit: wall time against the minimum the limit allows for the requests made.
 */
export async function benchScan(): Promise<Figure[]> {
  let requests = 0;
  const provider = createServer((request, response) => {
    requests += 1;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = Number(url.searchParams.get('pageno'));
    const q = url.searchParams.get('q') ?? '';
    const results = Array.from({ length: 10 }, (_, i) => ({
      url: `https://www.spokeo.com/${encodeURIComponent(q)}/${page}-${i}`,
      title: `${q} result ${page}-${i}`,
      content: 'Court record and docket for Bench Member, Austin TX.',
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-scan-'));
  const port = await freePort();
  const server = startNode('apps/server/src/server.ts', {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    RUN_WORKERS: 'true',
    NODE_ENV: 'test',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    SEARCH_PROVIDER: 'searxng',
    SEARXNG_URL: providerUrl,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilOk(`${base}/readyz`);
    const member = await createMember(base);
    const headers = { 'content-type': 'application/json', cookie: member.cookie, origin: base };
    // Every term is the member's own (a term of no profile is refused, issue 17).
    await addToOwnProfile(base, member, {
      companies: [SCAN_TERMS.company ?? ''],
      caseNumbers: [SCAN_TERMS.case ?? ''],
      phones: [SCAN_TERMS.phone ?? ''],
      addresses: [SCAN_TERMS.address ?? ''],
    });
    const started = performance.now();
    const ids: string[] = [];
    for (const type of SEARCH_TYPES) {
      // Only the account's own, proven email is searched (decision 054): the member's sign-up email.
      const term = type === 'email' ? member.email : SCAN_TERMS[type];
      const response = await fetch(`${base}/api/search/scans`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type, term }),
      });
      if (!response.ok) throw new Error(`${type} scan: ${response.status} ${await response.text()}`);
      ids.push(((await response.json()) as { scan: { id: string } }).scan.id);
    }
    const failed = await waitForScans(base, member.cookie, ids, started);
    const seconds = (performance.now() - started) / 1000;
    const minimum = Math.max(0.5, (requests - 1) / 2);
    return [
      { name: 'six-type scan: provider requests', value: String(requests) },
      { name: 'six-type scan: wall time', value: `${seconds.toFixed(2)} s${failed ? ` (${failed} failed)` : ''}` },
      { name: 'six-type scan: rate-limit minimum', value: `${minimum.toFixed(2)} s` },
      { name: 'six-type scan: time / minimum', value: `${(seconds / minimum).toFixed(2)} (budget ≤ 1.10)` },
    ];
  } finally {
    await stop(server);
    provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
