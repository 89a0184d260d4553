// `npm test`: typecheck beside lint then build; then unit, web, API (PGlite, and PostgreSQL when
// DATABASE_URL is set) and process tests; then the security suite's short run and the browser
// tests. Every step runs even after a failure, so one run shows everything; the last line counts
// the tests: "N passed, N failed" (the security suite reports in its own table).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, 'vitest-results.json');
const e2eJson = path.join(tmp, 'e2e-results.json');
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

const lint = ['lint', 'npm', ['run', 'lint']];
const typecheck = ['typecheck', 'npm', ['run', 'typecheck']];
const build = ['build', 'npm', ['run', 'build']];
const vitestStep = [
  'unit, web, API and process tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
];
const security = ['security suite (short)', 'npm', ['run', 'test:security']];
const browser = ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']];

const screens = path.join(root, 'test-results', 'screens');
const failedSteps = [];

/**
 * Runs one step. A step that runs beside another keeps its output and prints it whole when it
 * ends, so the two do not interleave line by line.
 */
function runStep([name, command, args], { alongside = false } = {}) {
  const started = Date.now();
  if (!alongside) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, {
    cwd: root,
    env: process.env,
    stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  child.on('error', (error) => output.push(Buffer.from(`${name} could not start: ${error.message}\n`)));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (alongside) console.log(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      if (code !== 0) failedSteps.push(name);
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve();
    });
  });
}

async function runInOrder(steps, options) {
  for (const step of steps) await runStep(step, options);
}

// Lint, typecheck and build each keep about one core busy: the typecheck (the longest) runs beside
// the lint and then the build. The build writes none of React Router's generated types, which the
// web typecheck makes first (decision 112 had the build wait for the typecheck for them).
await Promise.all([runStep(typecheck, { alongside: true }), runInOrder([lint, build], { alongside: true })]);
await runInOrder([vitestStep, security, browser]);

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
