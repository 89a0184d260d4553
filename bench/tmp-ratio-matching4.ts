// `npm run bench:classify-ratio [-- <commit>] [--rounds=N]`: the bench's 100,000 results classified
// by the code of <commit> (default 1dec7d4, main before issue 35's matching work) and by this tree,
// interleaved in one ESM process, alternating which runs first (decision 037: compare in ESM, both
// orders). Prints the median results/s in CPU time and in wall time and their ratios, with the load
// average. On a shared machine compare the ratio, not the absolute figures.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { classifyResult } from '@cleardocket/domain/search/classify';
import {
  BENCH_NOW,
  BENCH_PROFILE,
  BENCH_SCAN,
  benchResults,
} from '../packages/domain/eval/classification/bench-corpus';
import { ROOT } from './lib/process';

type Classify = typeof classifyResult;
const commit = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '1dec7d4';
const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 6);
if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`not a commit id: ${commit}`);

/** That commit's domain sources, extracted once beside the dependencies (their imports resolve there). */
async function baselineClassify(): Promise<Classify> {
  const dir = path.join(ROOT, 'node_modules/.cache/classification-baseline', commit);
  const source = path.join(dir, 'packages/domain/src/search/classify.ts');
  if (!existsSync(source)) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${commit} packages/domain/src | tar -x -C "${dir}"`, { cwd: ROOT });
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  }
  const module = (await import(pathToFileURL(source).href)) as { classifyResult: Classify };
  return module.classifyResult;
}

const results = benchResults(100_000).map((r, i) => ({ ...r, url: i % 2 === 0 ? `https://records${i % 50}.example/p/${i}` : `https://www.instagram.com/janedoe84/${i}` , snippet: i % 4 === 0 ? r.snippet + ' Registered agent: JANE DOE. Entity number 1234.' : r.snippet }));
const PROFILE = { ...BENCH_PROFILE, emails: ['jane.doe84@example.com'] };
const options = { now: BENCH_NOW, scan: BENCH_SCAN };

/** One pass over the results: results/s in CPU time (this process) and in wall time. */
function pass(classify: Classify): { cpu: number; wall: number } {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const result of results) classify(result, PROFILE, options);
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { cpu: results.length / ((cpu.user + cpu.system) / 1e6), wall: results.length / wall };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const int = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(): Promise<void> {
  const old = await baselineClassify();
  const runs = { old: [] as { cpu: number; wall: number }[], now: [] as { cpu: number; wall: number }[] };
  for (let warm = 0; warm < 2; warm++) {
    pass(old);
    pass(classifyResult);
  }
  for (let round = 0; round < rounds; round++) {
    const order: ['old' | 'now', Classify][] = [
      ['old', old],
      ['now', classifyResult],
    ];
    if (round % 2 === 1) order.reverse();
    for (const [name, classify] of order) runs[name].push(pass(classify));
  }
  const figure = (name: 'old' | 'now', key: 'cpu' | 'wall') => median(runs[name].map((run) => run[key]));
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`Classification, ${int(results.length)} results, ${rounds} rounds each, load average ${load}`);
  for (const key of ['cpu', 'wall'] as const) {
    const [then, now] = [figure('old', key), figure('now', key)];
    console.log(
      `  ${key.padEnd(4)} ${commit}: ${int(then)} results/s   this tree: ${int(now)} results/s   ratio ${(now / then).toFixed(2)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
