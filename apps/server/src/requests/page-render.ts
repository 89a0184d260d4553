import { existsSync } from 'node:fs';
import { chromium, errors } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBrowserGuard } from './browser-guard';

/**
 * Renders a listing's page in headless Chromium for verification (issue 14 §6): one browser per
 * process, launched on first use and reused, a fresh context per check, a time limit per check.
 * Every request the page makes is fetched by the SSRF guard (browser-guard.ts); Chromium itself
 * is pointed at a dead proxy, so nothing it might try on its own reaches any network.
 */
export type Rendering =
  | {
      kind: 'rendered';
      /** The main document's status (after redirects), null when Chromium saw none. */
      status: number | null;
      finalUrl: string;
      title: string;
      text: string;
      html: string;
      screenshot: Buffer;
      renderedAt: Date;
    }
  | { kind: 'failed'; failure: 'timeout' | 'unreachable' | 'no-browser' | 'refused'; message: string };

export interface PageRenderer {
  render(url: string): Promise<Rendering>;
  close(): Promise<void>;
}

export type RendererOptions = {
  /** Unset: Debian's chromium or a Chrome at its usual path. */
  chromiumPath: string | undefined;
  allowLoopback: boolean;
  /** Loading the page: navigation and letting its scripts settle. Reading it has its own allowance. */
  timeoutMs: number;
};

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const TEXT_CHARS = 200_000;
/** Reading a loaded page (text, HTML, screenshot) is local work, but slow on a busy machine. */
const CAPTURE_MS = 15_000;
const HTML_CHARS = 1_000_000;

/** Headless on a closed network, as root in containers (docs/testing.md), with its own network off. */
const ARGS = [
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
  // Outside a check's context (which has the guard as its proxy) everything goes to a closed port.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

function failure(error: unknown, refused: boolean): Extract<Rendering, { kind: 'failed' }> {
  const message = error instanceof Error ? error.message : String(error);
  if (refused) return { kind: 'failed', failure: 'refused', message };
  if (
    error instanceof errors.TimeoutError ||
    /timeout|Target page, context or browser has been closed/i.test(message)
  ) {
    return { kind: 'failed', failure: 'timeout', message };
  }
  return { kind: 'failed', failure: 'unreachable', message };
}

/** Lets the page's scripts fill it in; a page that never goes quiet is judged as it stands. */
async function settle(page: Page, ms: number) {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
  // A meta refresh or script redirect may have started a new document meanwhile.
  await page.waitForLoadState('domcontentloaded', { timeout: ms });
}

async function capture(context: BrowserContext, url: string, budgetMs: number, isRefused: () => boolean) {
  const page = await context.newPage();
  page.setDefaultTimeout(CAPTURE_MS);
  let status: number | null = null;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) status = response.status();
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: budgetMs });
  if (isRefused()) throw new Error('refused');
  await settle(page, Math.max(1000, Math.min(8000, budgetMs - (Date.now() - started))));
  if (isRefused()) throw new Error('refused');
  const text = await page.locator('body').innerText();
  const rendering: Rendering = {
    kind: 'rendered',
    status,
    finalUrl: page.url(),
    title: await page.title(),
    text: text.slice(0, TEXT_CHARS),
    html: (await page.content()).slice(0, HTML_CHARS),
    screenshot: await page.screenshot({ type: 'png', animations: 'disabled' }),
    renderedAt: new Date(),
  };
  return rendering;
}

/**
 * A new browser's first page pays for font and renderer start-up (seconds on a busy machine):
 * paid here, once, outside any check's time limit.
 */
async function warmUp(browser: Browser): Promise<Browser> {
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>ClearDocket</p>');
    await page.locator('body').innerText();
    await page.screenshot({ type: 'png' });
    await context.close();
    return browser;
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export function createPageRenderer(options: RendererOptions): PageRenderer {
  let browser: Promise<Browser> | null = null;
  const executablePath = options.chromiumPath ?? CANDIDATES.find((candidate) => existsSync(candidate));

  function launched(): Promise<Browser> {
    if (!browser) {
      const launching = chromium.launch({ executablePath, args: ARGS, headless: true }).then(warmUp);
      browser = launching;
      launching.then(
        (opened) => opened.on('disconnected', () => (browser = null)),
        () => (browser = null),
      );
    }
    return browser;
  }

  return {
    async render(url) {
      if (!executablePath) return { kind: 'failed', failure: 'no-browser', message: 'No Chromium found' };
      let opened: Browser;
      try {
        opened = await launched();
      } catch (error) {
        return { kind: 'failed', failure: 'no-browser', message: error instanceof Error ? error.message : 'launch' };
      }
      const guard = await startBrowserGuard({ allowLoopback: options.allowLoopback });
      const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
      const isRefused = () => guard.refusedHosts.has(host);
      let context: BrowserContext | null = null;
      let limit: NodeJS.Timeout | undefined;
      try {
        context = await opened.newContext({
          viewport: { width: 1280, height: 1000 },
          serviceWorkers: 'block',
          acceptDownloads: false,
          proxy: { server: guard.server, username: guard.username, password: guard.password, bypass: '<-loopback>' },
        });
        const opening = context;
        // The time limit holds whatever the page does: closing the context ends every pending step.
        // A context that cannot close (the browser died) has nothing left to stop: the check fails anyway.
        limit = setTimeout(() => opening.close().catch(() => undefined), options.timeoutMs + CAPTURE_MS);
        return await capture(context, url, options.timeoutMs, isRefused);
      } catch (error) {
        return failure(error, isRefused());
      } finally {
        clearTimeout(limit);
        await context?.close();
        await guard.close();
      }
    },
    async close() {
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
