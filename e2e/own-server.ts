import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { ROOT, SERVER_COMMAND, serverEnv } from './playwright.config';

/** A server a test file starts for itself: its port, and the build folder only it serves. */
export type OwnServer = { baseURL: string; buildDir: string; stop: () => Promise<void> };

/** As long as the config gives the main server to start on a loaded machine. */
const READY_WITHIN_MS = 240_000;

/**
 * Starts the app as the main server runs (the same command and settings), with its own data
 * directory and its own copy of the build, for a test that must change what is served (a new
 * build of the service worker) without any other test's page seeing it (decision 130). Started by
 * the file that needs it, while the other browser worker goes on with other files: a second
 * `webServer` in the config would start after the first, before any test, every run.
 */
export async function startOwnServer(port: number, name: string): Promise<OwnServer> {
  const dir = path.join(ROOT, '.tmp', `e2e-${name}-${process.env.E2E_RUN_ID ?? 'run'}-${Date.now()}`);
  const built = path.join(ROOT, 'apps/web/build');
  // The server reads the client routes from routes.json beside the client folder.
  const buildDir = path.join(dir, 'build', 'client');
  cpSync(path.join(built, 'client'), buildDir, { recursive: true });
  cpSync(path.join(built, 'routes.json'), path.join(dir, 'build', 'routes.json'));
  const [command, ...args] = SERVER_COMMAND;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv(port, path.join(dir, 'data'), port + 1), WEB_DIST_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // Its data directory and build copy go with it (about 50 MB a start).
  const stopAndRemove = async () => {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, `${baseURL}/readyz`, () => errors);
  } catch (error) {
    await stopAndRemove();
    throw error;
  }
  return { baseURL, buildDir, stop: stopAndRemove };
}

async function waitUntilReady(child: ChildProcess, url: string, errors: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${errors()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0, // not listening yet
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready at ${url} within ${READY_WITHIN_MS / 1000} s: ${errors()}`);
}

/** SIGTERM (the server closes gracefully), SIGKILL if it has not gone within 30 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
