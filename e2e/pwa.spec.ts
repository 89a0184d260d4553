import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { DEMO_MEMBER, createDemoMember, createMember } from './members';
import { waitForWorker } from './service-worker';
import { addDays, addMinutes } from 'date-fns';

/**
 * The installable app (issue 18 items 1–2, docs/pwa.md): the manifest and the workbox service
 * worker the build writes, the install and offline banners, the member's last-known data offline,
 * and the background-sync queue. The update banner is in pwa-update.spec.ts, on a server of its own.
 */
const OFFLINE_TEXT = "You're offline - Some features may be limited";
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Responses (not failures) to POSTs on a path, from the page or the service worker. */
function countAnswers(context: BrowserContext, pathEnd: string): () => number {
  let answered = 0;
  context.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(pathEnd)) answered += 1;
  });
  return () => answered;
}

test('the app is installable, and the install prompt follows the spec’s rules', async ({ page, problems }) => {
  const start = new Date('2026-11-24T12:00:00Z');
  // Eight page loads of the member area on a shared machine.
  test.setTimeout(300_000);
  // The clock stands still between steps (a loaded machine cannot run it on): the 30 s are the
  // page's own timer, moved on by the test.
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 5000));
  await createMember(page);

  // The build's manifest and icons, and a worker that controls the page: Chromium can install it.
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  await waitForWorker(page);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'ClearDocket', display: 'standalone', start_url: '/dashboard' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons as { src: string }[]) {
    const file = await page.request.get(`/${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // The one complaint: each test's browser context is a private ("incognito") profile, where
  // Chromium never installs anything. Manifest, icons, worker and start URL all pass.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  // The browser's offer (`beforeinstallprompt`) is taken by the app. Headless Chromium does not
  // fire it on its own, so the test fires it as Chromium does once the page is installable.
  const offer = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
  const banner = page.getByRole('region', { name: 'Install the app' });

  // One page view and nothing done yet: no prompt.
  await offer();
  await expect(banner).toBeHidden();

  // A search finishes while the page is open: the rule is read again 30 s after the page loaded.
  await page.evaluate(() => window.localStorage.setItem('has-completed-search', 'true'));
  await page.clock.runFor(29_000);
  await expect(banner).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Install' })).toBeVisible();

  // "Not now" hides it for 7 days.
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toBeHidden();
  await page.clock.setSystemTime(addDays(start, 6));
  await page.reload();
  await waitForHydration(page);
  await offer();
  await page.clock.runFor(31_000);
  await expect(banner).toBeHidden();

  await page.clock.setSystemTime(addMinutes(addDays(start, 7), 1));
  await page.reload();
  await waitForHydration(page);
  await offer();
  await expect(banner).toBeVisible();

  // Page views alone bring it up once there are more than 3 (a fresh browser: no search done).
  await page.evaluate(() => window.localStorage.clear());
  for (let view = 1; view <= 3; view += 1) {
    await page.reload();
    await waitForHydration(page);
    await offer();
    await expect(banner).toBeHidden();
  }
  await page.reload();
  await waitForHydration(page);
  await offer();
  await expect(banner).toBeVisible();
  expect(problems).toEqual([]);
});

/** The offline banner hides nothing: the header starts where the banner ends (issue 31 part 7). */
async function expectBannerAboveHeader(page: Page) {
  const banner = await page.getByText(OFFLINE_TEXT).boundingBox();
  const header = await page.locator('header').first().boundingBox();
  if (!banner || !header) throw new Error('the banner or the header is not on the page');
  expect(header.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
}

test('offline: the banner shows, prerendered pages and the member’s last dashboard data still load, and sign-out deletes that data', async ({
  page,
  context,
  problems,
}) => {
  await createMember(page, undefined, { firstName: 'Robin', lastName: 'Offline' });
  await page.goto('/dashboard/profile');
  await waitForHydration(page);
  await waitForWorker(page);
  // Visited once online under the worker: its reads are kept for this member.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
  expect((await cacheNames(page)).filter((name) => name.startsWith('cleardocket-data-'))).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
  await expectBannerAboveHeader(page);

  // Prerendered public pages come from the precache, with the same banner.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expectBannerAboveHeader(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectBannerAboveHeader(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/dashboard/profile');
  await waitForHydration(page);
  await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect
    .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('cleardocket-data-')))
    .toEqual([]);
  expect(
    problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/.test(problem)),
  ).toEqual([]);
});

test('a request step taken offline is sent once when the connection is back', async ({ page, context, problems }) => {
  await createDemoMember(page);
  const origin = test.info().project.use.baseURL ?? '';
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data, headers: { origin } });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const { scan } = await post('/api/search/scans', { type: 'name', term: DEMO_MEMBER.fullName });
  await expect
    .poll(async () => (await (await page.request.get(`/api/search/scans/${scan.id}`)).json()).scan.status, {
      timeout: 15_000,
    })
    .toBe('completed');
  const { results } = await (await page.request.get('/api/search/results?status=alerts&pageSize=50')).json();
  const spokeo = results.find((result: { url: string }) => result.url.includes('spokeo.com'));
  const { requests } = await post('/api/requests', { resultIds: [spokeo.id], type: 'others' });
  await page.goto(`/dashboard/requests/${requests[0].id}`);
  await waitForHydration(page);
  await waitForWorker(page);
  const site = page.getByRole('region', { name: 'Spokeo' });
  await expect(site.getByText('Not started', { exact: true })).toBeVisible();

  const answers = countAnswers(context, '/submitted');
  await context.setOffline(true);
  await site.getByRole('button', { name: 'I have submitted it' }).click();
  await expect(page.getByText('Saved while offline', { exact: true })).toBeVisible();
  expect(answers()).toBe(0);
  await context.setOffline(false);
  await expect(site.getByText('Submitted', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Both the page (back online) and the worker (background sync) may send the queue: once only.
  await page.waitForTimeout(3_000);
  expect(answers()).toBe(1);
  const queued = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('cleardocket-sync');
        open.onsuccess = () => {
          const count = open.result.transaction('removal-actions').objectStore('removal-actions').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(queued).toBe(0);
  expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
