import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';

/**
 * One headless Chromium per worker process, started on the first run and shared by every run
 * (each gets a fresh context). Debian's `chromium` on a closed network, as the browser tests run it
 * (docs/testing.md); WebRTC is kept off non-proxied UDP so the guard proxy sees every connection,
 * and loopback is sent through the proxy too (Chromium bypasses proxies for it by default).
 */
export const RUNNER_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function chromiumPath(configured: string | undefined): string {
  if (configured) return configured;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('The removal runner needs Chromium: install Debian’s chromium or set CHROME_PATH.');
  return found;
}

export class BrowserPool {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: () => string) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      this.browser = chromium
        .launch({ executablePath: this.executablePath(), args: RUNNER_CHROMIUM_ARGS, headless: true })
        .then((browser) => {
          browser.on('disconnected', () => {
            this.browser = null;
          });
          return browser;
        });
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  /** A fresh context for one run: its own cookies and storage, every request through `proxyUrl`. */
  async newContext(proxyUrl: string, storageState?: unknown): Promise<BrowserContext> {
    const browser = await this.launch();
    return browser.newContext({
      proxy: { server: proxyUrl },
      serviceWorkers: 'block',
      acceptDownloads: false,
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      ...(storageState ? { storageState: storageState as never } : {}),
    });
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
