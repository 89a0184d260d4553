import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test, waitForHydration } from './fixtures';
import { createMember } from './members';
import { startOwnServer } from './own-server';
import type { OwnServer } from './own-server';
import { E2E_PORT } from './playwright.config';
import { waitForWorker } from './service-worker';

/**
 * The update banner (issue 18, docs/pwa.md) on a server of its own. A new build served to every
 * page of the run offered them all an update, and the banner lay over a button another journey
 * was clicking (issue 34): these tests start a server of their own serving its own copy of the
 * build (e2e/own-server.ts, decision 130), and only their pages see it change. The file's tests
 * rewrite the same worker, so they run one after the other (a file's default).
 */
/** Beside the stand-ins' ports (E2E_PORT + 11 to + 14); its mail receiver takes the next one. */
const PORT = E2E_PORT + 15;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let server: OwnServer | null = null;
test.beforeAll(async () => {
  // The copy of the build, a first start of the embedded database and the server's code.
  test.setTimeout(300_000);
  server = await startOwnServer(PORT, 'pwa-update');
});
test.afterAll(async () => {
  await server?.stop();
});

const workerFiles = () => {
  if (!server) throw new Error('the update tests’ server did not start');
  const { buildDir } = server;
  return ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(buildDir, name)) as [string, string, string];
};

/**
 * The next build, as a deploy serves it: the server sends a changed worker (and its compressed
 * copies) from its build folder. Routing cannot stand in: the browser fetches a worker's update
 * outside any page. Returns what puts the original back (putting it back is another new build).
 */
function serveNextBuild(): () => void {
  const [worker, brotli, gzip] = workerFiles();
  const originals = [worker, brotli, gzip].map((file) => ({ file, bytes: readFileSync(file) }));
  const next = `${readFileSync(worker).toString('utf8')}\n// the next build\n`;
  writeFileSync(worker, next);
  writeFileSync(brotli, brotliCompressSync(next));
  writeFileSync(gzip, gzipSync(next));
  return () => {
    for (const { file, bytes } of originals) writeFileSync(file, bytes);
  };
}

/** A member's page under the first build's worker, then the next build served and the page reloaded. */
async function reloadIntoNextBuild(page: Page): Promise<() => void> {
  await createMember(page);
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  await waitForWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const putBack = serveNextBuild();
  await page.reload();
  await waitForHydration(page);
  return putBack;
}

/** With the page scrolled to its end, `control` lies wholly above the banner. */
async function expectAboveBanner(page: Page, control: Locator, banner: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [controlBox, bannerBox] = [await control.boundingBox(), await banner.boundingBox()];
  if (!controlBox || !bannerBox) throw new Error('the control or the banner is not on the page');
  const width = page.viewportSize()?.width;
  expect(controlBox.y + controlBox.height, `the control's bottom at ${width} px`).toBeLessThanOrEqual(bannerBox.y);
}

test('a new build of the worker brings up the update prompt, and "Update now" loads it', async ({ page, problems }) => {
  const prompt = page.getByRole('region', { name: 'Update available' });
  const putBack = await reloadIntoNextBuild(page);
  try {
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('A new version of ClearDocket is ready.');

    // "Update now": the waiting worker takes over and the page reloads into it.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Update now' }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(prompt).toBeHidden();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: null, controlled: true });
  } finally {
    putBack();
  }
  expect(problems).toEqual([]);
});

test('the update banner hides no control: with it up, the last button of a long page is clicked at 390 px', async ({
  page,
  problems,
}) => {
  const prompt = page.getByRole('region', { name: 'Update available' });
  const putBack = await reloadIntoNextBuild(page);
  try {
    // The service agreement: longer than a phone's window, its last button at the very end.
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/agreement');
    await waitForHydration(page);
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    const boxes = page.getByRole('group', { name: 'To sign, tick each box' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    for (const box of await boxes.all()) await box.check();
    await page.getByLabel('Your full name, as your signature').fill('Jane Doe');
    const sign = page.getByRole('main').getByRole('button').last();
    await expect(sign).toHaveAccessibleName('Sign the agreement');

    await page.setViewportSize(DESKTOP);
    await expectAboveBanner(page, sign, prompt);
    await page.setViewportSize(PHONE);
    await expectAboveBanner(page, sign, prompt);
    // A real click: Playwright clicks only once the button itself would receive it.
    await sign.click();
    await expect(page.getByRole('link', { name: 'Download the signed PDF' })).toBeVisible();
    await expect(prompt).toBeVisible();
  } finally {
    putBack();
  }
  expect(problems).toEqual([]);
});
