import type { Page } from '@playwright/test';
import {
  DESKTOP,
  captureScreens,
  PHONE,
  expect,
  expectAccessible,
  expectContrast,
  expectFits,
  test,
  waitForHydration,
} from './fixtures';
import { DEMO_MEMBER, createDemoMember, operatorPage, signAgreement } from './members';

/** Every page of the member area (issue 20: each must fit a 390 px phone and a 1280 px desktop). */
const MEMBER_PAGES = [
  '/dashboard',
  '/dashboard/getting-started',
  '/dashboard/search',
  '/dashboard/requests',
  '/dashboard/profile',
  '/dashboard/notifications',
  '/dashboard/settings',
  '/dashboard/settings/notifications',
  '/dashboard/billing',
  '/dashboard/agreement',
];

/** At a phone's and a desktop's width: no sideways scrolling, nothing spilling, every text readable. */
async function expectFitsBothWidths(page: Page, pagePaths: string[]): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const pagePath of pagePaths) {
      await page.goto(pagePath);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page);
      await expectContrast(page);
    }
  }
}

const metric = (page: Page, label: string) => page.getByTestId(`metric-${label}`);

test('scan, bulk requests, an authorised letter, an operator works a web form, the member sees it all', async ({
  page,
  browser,
  problems,
}) => {
  // The journey ends with every member page at a phone's width (about nine more page loads).
  test.setTimeout(480_000);
  await createDemoMember(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(metric(page, 'Success rate')).toHaveText('No data yet');
  await expect(metric(page, 'Active requests')).toHaveText('0');
  await expectAccessible(page);

  // Scan, then create requests for every finding from the prompt.
  await page.goto('/dashboard/search');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'First name' }).fill(DEMO_MEMBER.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(DEMO_MEMBER.lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const create = page
    .getByRole('region', { name: 'Create requests' })
    .getByRole('button', { name: /^Create \d+ requests$/ });
  await expect(create).toBeVisible({ timeout: 15_000 });
  const count = Number(/\d+/.exec((await create.textContent()) ?? '')?.[0]);
  await captureScreens(page, 'search-results');
  await create.click();
  await expect(page.getByText(`${count} takedown requests created`, { exact: true })).toBeVisible();

  // Sign the service agreement (filing needs it), then authorise the letter and see it sent.
  await signAgreement(page, DEMO_MEMBER.fullName);
  await page.goto('/dashboard/requests');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Requests' }).getByRole('listitem')).toHaveCount(count);
  await expectAccessible(page);
  await page.getByRole('listitem').filter({ hasText: 'BustedMugshots:' }).getByRole('link').click();
  await waitForHydration(page);
  const letterSite = page.getByRole('region', { name: 'BustedMugshots' });
  await expect(letterSite.getByText('Nothing is sent until you authorise it.')).toBeVisible();
  await expectAccessible(page);
  await letterSite.getByRole('button', { name: 'Authorise and send' }).click();
  await expect(letterSite.getByText(/Letter emailed to removal@bustedmugshots\.com/)).toBeVisible({ timeout: 15_000 });
  const reference = (await letterSite.getByText(/^REM-\d{6}$/).textContent()) ?? '';
  const outbox = await page.request.get('/api/outbox?recipient=removal%40bustedmugshots.com');
  const { messages } = (await outbox.json()) as { messages: { subject: string; body: string }[] };
  const letter = messages.find((message) => message.body.includes(reference));
  expect(letter?.subject).toContain('booking photograph');
  expect(letter?.body).toContain('authorised agent of Jordan Miller');

  // The Spokeo web form: an operator claims it, submits it, then confirms removal.
  await page.goto('/dashboard/requests');
  await page.getByRole('listitem').filter({ hasText: 'Spokeo:' }).getByRole('link').click();
  await waitForHydration(page);
  const detailUrl = page.url();
  const spokeo = page.getByRole('region', { name: 'Spokeo' });
  await expect(spokeo.getByRole('link', { name: 'https://www.spokeo.com/optout' })).toBeVisible();
  const spokeoRef = (await spokeo.getByText(/^REM-\d{6}$/).textContent()) ?? '';

  const operator = await operatorPage(browser);
  await operator.goto('/dashboard/admin/removals');
  await waitForHydration(operator);
  await expectAccessible(operator);
  // The queue holds every member's work, a page at a time: the operator looks the request up.
  await operator.getByRole('searchbox', { name: 'Find' }).fill(spokeoRef);
  const row = operator.getByRole('listitem', { name: new RegExp(`^${spokeoRef} `) });
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row.getByText('Claimed by you')).toBeVisible();
  await row.getByLabel('New status').selectOption('submitted');
  await row.getByLabel('Note for the timeline').fill('Opt-out form submitted for the member');
  await row.getByRole('button', { name: 'Change status' }).click();
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
  await row.getByLabel(/^Evidence/).fill('Spokeo confirmation email received');
  await row.getByRole('button', { name: 'Attach evidence' }).click();
  await expect(operator.getByText('Evidence added', { exact: true })).toBeVisible();
  await captureScreens(operator, 'operator-console');
  // The operator opens the member's request as the member sees it (issue 20), then goes back.
  await row.getByRole('link', { name: /as the member sees it$/ }).click();
  await expect(operator).toHaveURL(/\/dashboard\/admin\/requests\/[0-9a-f-]+$/);
  const seen = operator.getByRole('region', { name: 'Spokeo' });
  await expect(seen.getByText('Opt-out form submitted for the member')).toBeVisible();
  await expect(seen.getByText('Spokeo confirmation email received')).toBeVisible();
  await expectAccessible(operator);
  await operator.getByRole('link', { name: 'Back to the console' }).click();
  await operator.getByRole('searchbox', { name: 'Find' }).fill(spokeoRef);
  // "Removed" needs evidence (decision 061): the site's letter, uploaded first.
  await row.getByLabel('The site’s letter or email (text)').check();
  await row.getByLabel('The letter, as received').fill('Spokeo: the listing you asked about has been removed.');
  await row.getByLabel('What it shows (the member reads it)').fill('Spokeo confirmed the removal');
  await row.getByRole('button', { name: 'Upload evidence' }).click();
  await expect(operator.getByText('Evidence uploaded', { exact: true })).toBeVisible();
  await row.getByLabel('New status').selectOption('removed');
  await row.getByLabel('Note for the timeline').fill('Listing no longer shows on Spokeo');
  await row.getByRole('button', { name: 'Change status' }).click();
  await expect(row).toHaveCount(0);
  await expectFitsBothWidths(operator, ['/dashboard/admin/removals']);
  await operator.context().close();

  // The member sees the timeline, the evidence and the new figures.
  await page.goto(detailUrl);
  await waitForHydration(page);
  await expect(spokeo.getByText('Listing no longer shows on Spokeo')).toBeVisible();
  await expect(spokeo.getByText('Opt-out form submitted for the member')).toBeVisible();
  await expect(spokeo.getByText('Spokeo confirmation email received')).toBeVisible();
  await expect(spokeo.getByText('Removed', { exact: true }).first()).toBeVisible();
  await captureScreens(page, 'request-with-evidence');
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(metric(page, 'Success rate')).toHaveText('100%');
  await expect(metric(page, 'Active requests')).toHaveText(String(count));
  await expect(metric(page, 'Pending alerts')).toHaveText('0');
  await captureScreens(page, 'overview');

  // The same member area on a phone, with findings, requests and a letter in it: the navigation
  // folds into a menu and no page is wider than the screen.
  await expectFitsBothWidths(page, [...MEMBER_PAGES, new URL(detailUrl).pathname]);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const menu = page.getByRole('button', { name: 'Dashboard menu' });
  await page.setViewportSize(PHONE);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Requests' }),
  ).toBeHidden();
  await menu.click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveURL(/\/dashboard\/requests$/);
  await expect(page.getByRole('button', { name: 'Dashboard menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('a step taken offline is kept and sent when the connection is back', async ({ page, context, problems }) => {
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
  const site = page.getByRole('region', { name: 'Spokeo' });
  await expect(site.getByText('Not started', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await site.getByRole('button', { name: 'I have submitted it' }).click();
  await expect(page.getByText('Saved while offline', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(site.getByText('Submitted', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
