import { startReplicas } from '../apps/server/test/replicas/server';
import type { Locator, Page } from '@playwright/test';
import { E2E_PORT, REPLICA_PORT, SMTP_INBOUND_PORT } from './playwright.config';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { createListedMember, signAgreement } from './members';
import { RUNNER_PERSON, runnerPages, startStandInSites } from './stand-in-sites';

/** Both sides of the evidence are on the page, and each screenshot is a PNG the member can load. */
async function expectScreenshotsLoad(page: Page, side: Locator) {
  const image = side.getByRole('img', { name: /^Screenshot of the page/ });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const file = await page.request.get((await image.getAttribute('src')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect((await file.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
}

test('a member authorises once; a request is filed, confirmed by email, and verified against the page', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  // The Spokeo replica (a listing form confirmed by an emailed link) and its mail to the app's receiver.
  const replica = await startReplicas(REPLICA_PORT);
  replica.setSmtpPort(SMTP_INBOUND_PORT);
  // The member's listings, served on loopback: Spokeo's shows them, PeekYou's answers 403 to us.
  const pages = runnerPages(E2E_PORT);
  const sites = await startStandInSites('runner', E2E_PORT, { spokeo: 'listing', peekyou: 'blocked-403' });
  try {
    // A member with the details a finding needs (a bare name is no longer an alert).
    await createListedMember(page, RUNNER_PERSON);
    // Filing for the member needs the signed service agreement first.
    await signAgreement(page, RUNNER_PERSON.name);
    await page.goto('/dashboard/settings');
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Agent authorisation' });
    await expect(form.getByText(/act as my agent for one purpose only/)).toBeVisible();
    await expect(form.getByText('Nothing is filed in your name until you agree to this.')).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'I agree: file opt-outs for me' }).click();
    await expect(page.getByText('Authorisation saved', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Revoke the authorisation' })).toBeVisible();
    const agentAddress = (await form.locator('code').textContent()) ?? '';
    expect(agentAddress).toMatch(/^m-[0-9a-f]{12}@/);

    // Findings on Spokeo and PeekYou become requests: no click per site, the runner files Spokeo's.
    const origin = test.info().project.use.baseURL ?? '';
    const post = async (path: string, data: object) => {
      const response = await page.request.post(path, { data, headers: { origin } });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return response.json();
    };
    const { scan } = await post('/api/search/scans', { type: 'name', term: RUNNER_PERSON.name });
    await expect
      .poll(async () => (await (await page.request.get(`/api/search/scans/${scan.id}`)).json()).scan.status, {
        timeout: 15_000,
      })
      .toBe('completed');
    const { results } = await (await page.request.get('/api/search/results?status=alerts&pageSize=50')).json();
    const resultAt = (url: string) => results.find((result: { url: string }) => result.url === url);
    const { requests } = await post('/api/requests', {
      resultIds: [resultAt(pages.spokeo.url).id, resultAt(pages.peekyou.url).id],
      type: 'others',
    });
    const requestAt = (url: string) => requests.find((request: { url: string }) => request.url === url);

    await page.goto(`/dashboard/requests/${requestAt(pages.spokeo.url).id}`);
    await waitForHydration(page);
    const site = page.getByRole('region', { name: 'Spokeo' });
    await expect(site.getByText('Automatic filing: Confirmed by the site')).toBeVisible({ timeout: 60_000 });
    await expect(site.getByText('Acknowledged', { exact: true }).first()).toBeVisible();
    await expect(site.getByText(/We filed the opt-out form at Spokeo for you/)).toBeVisible();
    await site.getByText(/^Steps taken/).click();
    const shots = site.getByRole('link', { name: 'screenshot', exact: true });
    await expect(shots).toHaveCount(7);
    const shot = await page.request.get((await shots.first().getAttribute('href')) ?? '');
    expect(shot.headers()['content-type']).toBe('image/png');
    // The page as saved when the request was made, showing the listing.
    await expect(site.getByRole('heading', { name: 'Before: Page saved' })).toBeVisible({ timeout: 30_000 });
    expect(replica.state.events).toContainEqual({ flow: 'mail', what: 'confirmed', value: agentAddress });
    expect(replica.state.events).toContainEqual({ flow: 'mail', what: 'submitted', value: pages.spokeo.url });

    // Confirmed, Spokeo takes the listing down; the member asks for a check and gets a verdict on evidence.
    sites.show('spokeo', 'gone-404');
    await site.getByRole('button', { name: 'Check the page now' }).click();
    await expect(site.getByText('Checked just now: the page no longer shows the listing.')).toBeVisible({
      timeout: 90_000,
    });
    const before = site.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Before: Page saved' }) });
    const after = site.getByRole('article').filter({ has: page.getByRole('heading', { name: 'After: Removed' }) });
    await expect(after).toContainText('HTTP 404');
    await expectScreenshotsLoad(page, before);
    await expectScreenshotsLoad(page, after);
    // Side by side: the two cards share a row on a desktop.
    const [beforeBox, afterBox] = [await before.boundingBox(), await after.boundingBox()];
    expect(beforeBox?.y).toBe(afterBox?.y);
    expect((beforeBox?.x ?? 0) + (beforeBox?.width ?? 0)).toBeLessThan(afterBox?.x ?? 0);
    await expect(site.getByText(/^Verified: /)).toBeVisible();
    await expect(site.getByText('Removed', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // PeekYou answers 403 to every automated look: the check says it could not see the page, never "removed".
    await page.goto(`/dashboard/requests/${requestAt(pages.peekyou.url).id}`);
    await waitForHydration(page);
    const blocked = page.getByRole('region', { name: 'PeekYou' });
    await blocked.getByRole('button', { name: 'I have submitted it' }).click();
    await expect(blocked.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await blocked.getByRole('button', { name: 'Check the page now' }).click();
    await expect(blocked.getByText(/^We could not check the page just now\./)).toBeVisible({ timeout: 90_000 });
    await expect(blocked.getByText('We could not check this page yet')).toBeVisible();
    await expect(blocked.getByText(/^We will try again around /)).toBeVisible();
    await expect(blocked.getByRole('heading', { name: /^After: / })).toHaveText('After: We could not check this page');
    await expect(blocked.getByText('Removed', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  } finally {
    await sites.close();
    await replica.close();
  }
});
