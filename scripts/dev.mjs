// `npm run dev`: the app in development (NODE_ENV=development), restarted when server code changes.
//   npm run dev               builds the web app once, then serves everything on http://localhost:3000
//   npm run dev -- --vite     also runs Vite's dev server on http://localhost:5173 (hot reload; API proxied)
//   npm run dev -- --no-build serves the web build already there
// Development differs from production in what it shows, never in what it checks: the outbox lists
// a signed-in member's own messages (admins see all) and each stored message's text is logged.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const useVite = args.has('--vite');
const port = process.env.PORT ?? '3000';
const vitePort = process.env.VITE_PORT ?? '5173';

if (!args.has('--no-build') && !useVite) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  // With Vite in front, people (and the CSRF check) see Vite's address.
  PUBLIC_URL: process.env.PUBLIC_URL ?? (useVite ? `http://localhost:${vitePort}` : `http://localhost:${port}`),
};
const children = [
  spawn(path.join(root, 'node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];
if (useVite) {
  children.push(
    spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--port', vitePort, '--strictPort'], {
      cwd: root,
      env: { ...process.env, API_URL: `http://127.0.0.1:${port}` },
      stdio: 'inherit',
    }),
  );
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
