import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test, waitForHydration } from './fixtures';
import { createMember } from './members';
import { PWA_UPDATE_BUILD, PWA_UPDATE_PORT } from './playwright.config';
import { waitForWorker } from './service-worker';

/**
 * The update banner (issue 18, docs/pwa.md) on a server of its own. A new build served to every
 * page of the run offered them all an update, and the banner lay over a button another journey
 * was clicking (issue 34): these tests' server serves its own copy of the build
 * (playwright.config.ts), and only their pages see it change. The file's tests rewrite the same
 * worker, so they run one after the other (a file's default).
 */
test.use({ baseURL: `http://127.0.0.1:${PWA_UPDATE_PORT}` });

const WORKER_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(PWA_UPDATE_BUILD, name)) as [
  string,
  string,
  string,
];

/**
 * The next build, as a deploy serves it: the server sends a changed worker (and its compressed
 * copies) from its build folder. Routing cannot stand in: the browser fetches a worker's update
 * outside any page. Returns what puts the original back (putting it back is another new build).
 */
function serveNextBuild(): () => void {
  const originals = WORKER_FILES.map((file) => ({ file, bytes: readFileSync(file) }));
  const next = `${readFileSync(WORKER_FILES[0]).toString('utf8')}\n// the next build\n`;
  writeFileSync(WORKER_FILES[0], next);
  writeFileSync(WORKER_FILES[1], brotliCompressSync(next));
  writeFileSync(WORKER_FILES[2], gzipSync(next));
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
