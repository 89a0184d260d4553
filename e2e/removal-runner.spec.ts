import { startReplicas } from '../apps/server/test/replicas/server';
import { REPLICA_PORT, SMTP_INBOUND_PORT } from './playwright.config';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { DEMO_MEMBER, createDemoMember, signAgreement } from './members';

test('a member authorises once, and a request is filed at the site and confirmed by its email', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  // The Spokeo replica (a listing form confirmed by an emailed link) and its mail to the app's receiver.
  const replica = await startReplicas(REPLICA_PORT);
  replica.setSmtpPort(SMTP_INBOUND_PORT);
  try {
    // A member with the details a finding needs (a bare name is no longer an alert).
    await createDemoMember(page);
    // Filing for the member needs the signed service agreement first.
    await signAgreement(page, DEMO_MEMBER.fullName);
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

    // A finding on Spokeo becomes a request: no click per site, the runner files it.
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
    const site = page.getByRole('region', { name: 'Spokeo' });
    await expect(site.getByText('Automatic filing: Confirmed by the site')).toBeVisible({ timeout: 60_000 });
    await expect(site.getByText('Acknowledged', { exact: true }).first()).toBeVisible();
    await expect(site.getByText(/We filed the opt-out form at Spokeo for you/)).toBeVisible();
    await site.getByText(/^Steps taken/).click();
    const shots = site.getByRole('link', { name: 'screenshot' });
    await expect(shots).toHaveCount(7);
    const shot = await page.request.get((await shots.first().getAttribute('href')) ?? '');
    expect(shot.headers()['content-type']).toBe('image/png');
    // The page as saved when the request was made: evidence with its outcome, never a bare verdict.
    await expect(site.getByRole('heading', { name: /^Before: / })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    expect(replica.state.events).toContainEqual({ flow: 'mail', what: 'confirmed', value: agentAddress });
    expect(problems).toEqual([]);
  } finally {
    await replica.close();
  }
});
