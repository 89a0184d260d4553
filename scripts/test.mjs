// `npm test`: lint, typecheck, unit, web, API (PGlite, and PostgreSQL when DATABASE_URL is set),
// process, build, the security suite's short run and browser tests, in that order. Every step runs
// even after a failure, so one run shows everything; the last line counts the tests: "N passed,
// N failed" (the security suite reports in its own table).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, 'vitest-results.json');
const e2eJson = path.join(tmp, 'e2e-results.json');
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit, web, API and process tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  ],
  ['build', 'npm', ['run', 'build']],
  ['security suite (short)', 'npm', ['run', 'test:security']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const screens = path.join(root, 'test-results', 'screens');
const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failedSteps.push(name);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const vitest = readJson(vitestJson);
const e2e = readJson(e2eJson);
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log('');
// The browser tests' screenshots of the main screens at 390 and 1280 px (issue 20), for people.
if (existsSync(screens)) console.log(`screenshots: ${readdirSync(screens).length} in test-results/screens`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: the API tests ran on PGlite only.');
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
