import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { startGuardProxy } from './guard-proxy';
import type { GuardOptions } from './guard-proxy';

/**
 * One headless Chromium per process for everything that renders a third party's page: the removal
 * runner and verification (ARCHITECTURE §7). Launched on first use, warmed up once, shared; every
 * user gets a fresh context whose only way out is its own guard proxy (guard-proxy.ts). Debian's
 * `chromium` on a closed network, as the browser tests run it (docs/testing.md).
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--dns-prefetch-disable',
  '--mute-audio',
  // Outside a context (which has its guard as proxy) everything goes to a closed port.
  '--proxy-server=http://127.0.0.1:9',
  // Loopback goes through the proxy too (Chromium bypasses proxies for it by default).
  '--proxy-bypass-list=<-loopback>',
  // WebRTC kept off non-proxied UDP, so the guard sees every connection.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

class NoBrowserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoBrowserError';
  }
}

/** CHROME_PATH, else the usual install paths; none: a NoBrowserError naming the variable. */
export function chromiumPath(configured: string | undefined): string {
  if (configured) return configured;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) throw new NoBrowserError('No Chromium found: install Debian’s chromium or set CHROME_PATH.');
  return found;
}

/**
 * A new browser's first page pays for font and renderer start-up (seconds on a busy machine):
 * paid here, once, outside any run's or check's time limit.
 */
async function warmUp(browser: Browser): Promise<Browser> {
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>ClearDocket</p>');
    await page.screenshot({ type: 'png' });
    await context.close();
    return browser;
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export type GuardedContextOptions = GuardOptions & {
  /** Cookies and storage of an earlier context (a run resumed after it parked). */
  storageState?: unknown;
  viewport?: { width: number; height: number };
};
export type GuardedContext = { context: BrowserContext; close(): Promise<void> };

export class BrowserPool {
  private browser: Promise<Browser> | null = null;

  /** `inWorkers`: false in a web-only process (RUN_WORKERS=false), which must never start one. */
  constructor(
    private readonly executablePath: () => string,
    private readonly inWorkers = true,
  ) {}

  /**
   * The process's browser, launched (and warmed up) on the first call. playwright-core loads here,
   * not at start: a start never uses it, and loading it cost about half a second of CPU.
   */
  launch(): Promise<Browser> {
    if (!this.inWorkers) {
      return Promise.reject(
        new Error('The browser runs only in worker processes (RUN_WORKERS=true or npm run worker)'),
      );
    }
    if (!this.browser) {
      const launching = Promise.resolve()
        .then(() => import('playwright-core'))
        .then(({ chromium }) =>
          chromium.launch({ executablePath: this.executablePath(), args: CHROMIUM_ARGS, headless: true }),
        )
        .then(warmUp);
      this.browser = launching;
      launching.then(
        (browser) =>
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          }),
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  /** A fresh context with its own cookies and storage, every request through its own guard proxy. */
  async guardedContext(options: GuardedContextOptions): Promise<GuardedContext> {
    const browser = await this.launch();
    const guard = await startGuardProxy(options);
    try {
      const context = await browser.newContext({
        proxy: { server: guard.server, username: guard.username, password: guard.password, bypass: '<-loopback>' },
        serviceWorkers: 'block',
        acceptDownloads: false,
        viewport: options.viewport ?? { width: 1280, height: 900 },
        locale: 'en-US',
        ...(options.storageState ? { storageState: options.storageState as never } : {}),
      });
      return {
        context,
        close: async () => {
          // A context that cannot close (the browser died) has nothing left to stop.
          await context.close().catch(() => undefined);
          await guard.close();
        },
      };
    } catch (error) {
      await guard.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
