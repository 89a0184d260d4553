// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, then the usual install
// paths; where none is found and apt-get can run as root, installs Debian's chromium first.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags for a headless Chromium on a closed network, run as root (docs/testing.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function locate(): string | undefined {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

function canInstallWithApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

export function findChromium(): string {
  const found = locate();
  if (found) return found;
  if (canInstallWithApt()) {
    console.warn("No Chromium found: installing Debian's chromium with apt-get…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = locate();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium and none was found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
      'macOS: install Google Chrome) or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}
