import type { BrowserContext, Page, errors as PlaywrightErrors } from 'playwright-core';
import type { BrowserPool } from '../../lib/browser/chromium';

/**
 * Renders a listing's page in headless Chromium for verification (issue 14 §6): the process's
 * one browser (`fastify.browser`, shared with the removal runner), a fresh context per check behind
 * its own guard proxy (lib/browser/guard-proxy.ts: any public host, no private address), a time
 * limit per check.
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

export type RenderOptions = {
  allowLoopback: boolean;
  /** Tests only (decision 039): names the guard proxy connects to on 127.0.0.1. */
  loopbackHosts?: readonly string[];
  /** Loading the page: navigation and letting its scripts settle. Reading it has its own allowance. */
  timeoutMs: number;
};

const TEXT_CHARS = 200_000;
/** Reading a loaded page (text, HTML, screenshot) is local work, but slow on a busy machine. */
const CAPTURE_MS = 15_000;
const HTML_CHARS = 1_000_000;

/** playwright-core's error classes: loaded with the browser (BrowserPool.launch), not at start. */
type Errors = typeof PlaywrightErrors;

function failure(error: unknown, refused: boolean, errors: Errors): Extract<Rendering, { kind: 'failed' }> {
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
async function settle(page: Page, ms: number, errors: Errors) {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
  // A meta refresh or script redirect may have started a new document meanwhile.
  await page.waitForLoadState('domcontentloaded', { timeout: ms });
}

async function capture(
  context: BrowserContext,
  url: string,
  budgetMs: number,
  isRefused: () => boolean,
  errors: Errors,
) {
  const page = await context.newPage();
  page.setDefaultTimeout(CAPTURE_MS);
  let status: number | null = null;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) status = response.status();
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: budgetMs });
  if (isRefused()) throw new Error('refused');
  await settle(page, Math.max(1000, Math.min(8000, budgetMs - (Date.now() - started))), errors);
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

/** One look at a page in the shared browser; a failure is described, never thrown. */
export async function renderPage(pool: BrowserPool, url: string, options: RenderOptions): Promise<Rendering> {
  try {
    await pool.launch();
  } catch (error) {
    // No Chromium installed (NoBrowserError), or one that would not start: only a 404/410 can prove a removal.
    return { kind: 'failed', failure: 'no-browser', message: error instanceof Error ? error.message : 'launch' };
  }
  // Already loaded by the launch above.
  const { errors } = await import('playwright-core');
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const refused = new Set<string>();
  const isRefused = () => refused.has(host);
  let opened: Awaited<ReturnType<BrowserPool['guardedContext']>> | null = null;
  let limit: NodeJS.Timeout | undefined;
  try {
    opened = await pool.guardedContext({
      allowLoopback: options.allowLoopback,
      loopbackHosts: options.loopbackHosts,
      onBlocked: (blocked, reason) => {
        if (reason === 'private-address') refused.add(blocked);
      },
      viewport: { width: 1280, height: 1000 },
    });
    const context: BrowserContext = opened.context;
    // The time limit holds whatever the page does: closing the context ends every pending step.
    limit = setTimeout(() => void opened?.close(), options.timeoutMs + CAPTURE_MS);
    return await capture(context, url, options.timeoutMs, isRefused, errors);
  } catch (error) {
    return failure(error, isRefused(), errors);
  } finally {
    clearTimeout(limit);
    await opened?.close();
  }
}
