// `npm run test:security`: the security suite (apps/server/test/security), short by default;
// `npm run test:security -- --full` (or SECURITY_FULL=1) runs the long budgets. It builds the web
// app first when no build is there (the XSS checks render the real pages in Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const full = process.argv.includes('--full') || process.env.SECURITY_FULL === '1';
const env = { ...process.env, SECURITY_SUITE: '1', SECURITY_FULL: full ? '1' : '0' };

if (!existsSync(path.join(root, 'apps/web/build/client/index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const files = process.argv.slice(2).filter((arg) => arg !== '--full');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'security', ...files], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
