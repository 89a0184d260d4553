// `npm run screens` (add `-- --no-build` to use the current build): the app's own screens for the
// public pages (issue 20). Builds the web app, starts the server in its offline mode on a fresh
// embedded database, signs a demo member up through the API, runs a scan, files the requests and
// captures the overview, the search results and a request page with Debian's Chromium, written as
// small WebP files into the web app's public folder (apps/web/public/screens/).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { ROOT, freePort, startNode, stop, waitUntilOk } from '../bench/lib/process';
import { utcDay } from '@cleardocket/domain/dates';

const OUT = path.join(ROOT, 'apps/web/public/screens');
/** The sample report's data: the demo member's real findings, as the public /sample-report page shows them. */
const REPORT = path.join(ROOT, 'apps/web/app/features/marketing/content/sample-report.json');
const PASSWORD = 'Quiet-Harbor-Lantern-42';
/** A member the offline corpus knows (e2e/members.ts): the scan finds listings for them. */
const MEMBER = { firstName: 'Jordan', lastName: 'Miller' };
/** What the screens are taken at, and the width they are written at (the pages show them smaller). */
const VIEWPORT = { width: 1280, height: 1000 };
const WIDTH = 960;

async function ok(response: { status(): number; text(): Promise<string> }, expected: number, what: string) {
  if (response.status() !== expected) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

/** Scrolls so `selector`'s element is at the top, just under the sticky app header. */
async function scrollToTop(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -72);
  });
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The member, signed up and verified through the API, with the facts that make a finding "likely you". */
async function signUp(page: Page, origin: string) {
  const email = `screens.${Date.now()}@example.com`;
  const signUpAnswer = await page.request.post('/api/identity/sign-up', {
    data: { ...MEMBER, email, password: PASSWORD },
  });
  await ok(signUpAnswer, 201, 'sign-up');
  const { attemptId } = (await signUpAnswer.json()) as { attemptId: string };
  const outbox = await page.request.get(`/api/outbox?recipient=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
  await ok(await page.request.post('/api/identity/sign-up/verify-email', { data: { attemptId, code } }), 200, 'verify');
  const headers = { origin };
  const settings = { birthYear: new Date().getUTCFullYear() - 38, relatives: ['Sam Miller'] };
  await ok(await page.request.patch('/api/search/settings', { data: settings, headers }), 200, 'settings');
  const address = { line1: '12 Elm Street', city: 'Austin', state: 'TX', postalCode: '78701' };
  await ok(await page.request.post('/api/profile/addresses', { data: address, headers }), 201, 'address');
}

/** The page as a WebP of WIDTH pixels, encoded by the browser itself (a canvas), so no image tool is needed. */
async function capture(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png' });
  const webp = await page.evaluate(
    async ({ data, width }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((image.height * width) / image.width);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
      if (!blob) throw new Error('the browser could not encode WebP');
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    { data: png.toString('base64'), width: WIDTH },
  );
  const file = path.join(OUT, `${name}.webp`);
  writeFileSync(file, Uint8Array.from(webp));
  console.log(`${path.relative(ROOT, file)}: ${(webp.length / 1024).toFixed(1)} KB`);
}

type Finding = {
  title: string;
  siteName: string | null;
  source: string;
  category: string;
  severity: 'low' | 'medium' | 'high';
  method: string | null;
  found: boolean;
  match: { label: 'likely' | 'possible' | 'unlikely'; reasons: string[] };
};

/** The scan's findings, as the member's result list has them, kept for the public sample report. */
async function writeSampleReport(page: Page) {
  const answer = await page.request.get('/api/search/results?pageSize=50');
  await ok(answer, 200, 'results');
  const { results, total } = (await answer.json()) as { results: Finding[]; total: number };
  const report = {
    member: `${MEMBER.firstName} ${MEMBER.lastName}`,
    scanned: utcDay(new Date()),
    total,
    findings: results.map((result) => ({
      site: result.siteName ?? result.source,
      title: result.title,
      category: result.category,
      severity: result.severity,
      method: result.method,
      actionable: result.found,
      match: result.match.label,
      reasons: result.match.reasons.slice(0, 3),
    })),
  };
  mkdirSync(path.dirname(REPORT), { recursive: true });
  // Written as Prettier would, so the committed file passes `npm run lint` as it comes.
  const options = await resolveConfig(REPORT);
  writeFileSync(REPORT, await format(JSON.stringify(report), { ...options, filepath: REPORT }));
  console.log(`${path.relative(ROOT, REPORT)}: ${report.findings.length} findings`);
}

async function main() {
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  mkdirSync(OUT, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-screens-'));
  const server = startNode('apps/server/src/server.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEARCH_PROVIDER: 'offline',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    await waitUntilOk(`${origin}/readyz`);
    const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signUp(page, origin);

    // The scan and its findings.
    await page.goto('/dashboard/search');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'First name' }).fill(MEMBER.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(MEMBER.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const create = page
      .getByRole('region', { name: 'Create requests' })
      .getByRole('button', { name: /^Create \d+ requests$/ });
    await create.waitFor({ timeout: 30_000 });
    // The scan's toasts close on their own; the screen shows the findings, not them.
    await page.waitForFunction(() => document.querySelectorAll('li[data-variant]').length === 0, undefined, {
      timeout: 30_000,
    });
    await scrollToTop(page, page.getByRole('region', { name: 'Create requests' }));
    await capture(page, 'search-results');
    await create.click();
    await page
      .getByText(/^\d+ takedown requests created$/)
      .first()
      .waitFor();

    await writeSampleReport(page);

    // A request page.
    await page.goto('/dashboard/requests');
    await hydrated(page);
    await page.getByRole('list', { name: 'Requests' }).getByRole('listitem').first().getByRole('link').click();
    await hydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await capture(page, 'request');

    // The overview, with its figures and charts.
    await page.goto('/dashboard');
    await hydrated(page);
    await page.getByRole('region', { name: 'Trends' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The figures and the charts, not the filters above them.
    await scrollToTop(page, page.getByRole('list', { name: 'Metrics' }));
    await capture(page, 'overview');
  } finally {
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
