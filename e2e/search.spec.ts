import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { DEMO_MEMBER, addToOwnProfile, createDemoMember, createMember } from './members';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
const views = (page: Page) => page.getByRole('group', { name: 'Show' });
const alertsTab = (page: Page) => views(page).getByRole('button', { name: /^Alerts/ });

async function alertCount(page: Page): Promise<number> {
  const label = (await alertsTab(page).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? NaN);
}

test.describe('search', () => {
  test('a new member scans their name, reviews findings and the page keeps it all on reload', async ({
    page,
    problems,
  }) => {
    await createDemoMember(page);
    await page.goto('/dashboard/search');
    await waitForHydration(page);
    await expect(page.getByText(/Demo mode/)).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill(DEMO_MEMBER.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(DEMO_MEMBER.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page.getByText('Negative content found', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('li').getByText(/^We found \d+ mentions that may require action\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Results for "Jordan Miller" (Name)' })).toBeVisible();
    await expect(results(page)).toHaveCount(5);
    await expect(results(page).first().getByTestId('severity')).toHaveText(/high severity/i);
    await expect(results(page).first().getByTestId('match')).toHaveText(/(Likely|Possibly|Unlikely)/);
    await expect(page.getByText(/Page 1 of \d+ · \d+ results/)).toBeVisible();
    await expectAccessible(page);

    const before = await alertCount(page);
    expect(before).toBeGreaterThan(3);
    // Work through the alerts: every one of them is a finding about this member.
    await alertsTab(page).click();
    await expect(page.getByRole('heading', { name: 'Your findings' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
    await expect(results(page)).toHaveCount(Math.min(before, 5));
    // Not me: leaves the alerts.
    const first = results(page).first();
    const firstTitle = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: 'Not me' }).click();
    await expect(alertsTab(page)).toHaveText(`Alerts (${before - 1})`);
    await expect(results(page).getByRole('heading', { name: firstTitle, exact: true })).toHaveCount(0);
    // Ignore one, save another.
    const second = results(page).first();
    const ignoredTitle = (await second.getByRole('heading').textContent()) ?? '';
    await second.getByRole('button', { name: 'Ignore' }).click();
    await expect(alertsTab(page)).toHaveText(`Alerts (${before - 2})`);
    await expect(results(page).getByRole('heading', { name: ignoredTitle, exact: true })).toHaveCount(0);
    // Found by its title, not its place: the list may refresh between the click and the check.
    const savedTitle = (await results(page).nth(1).getByRole('heading').textContent()) ?? '';
    const third = results(page)
      .filter({ has: page.getByRole('heading', { name: savedTitle, exact: true }) })
      .first();
    await third.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(third.getByRole('button', { name: 'Saved' })).toBeVisible();
    // "This is me" shows it is pressed, and the match label says so.
    await third.getByRole('button', { name: 'This is me' }).click();
    await expect(third.getByRole('button', { name: 'This is me' })).toHaveAttribute('aria-pressed', 'true');
    await expect(third.getByTestId('match')).toHaveText('You confirmed this is you');

    // History and recent searches show the term.
    await expect(
      page.getByRole('region', { name: 'Recent searches' }).getByRole('button', { name: /Jordan Miller/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Search history' }).getByRole('cell', { name: 'Jordan Miller' }),
    ).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(alertsTab(page)).toHaveText(`Alerts (${before - 2})`);
    await expect(page.getByRole('heading', { name: 'Your findings' })).toBeVisible();
    await views(page).getByRole('button', { name: 'This search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Results for "Jordan Miller" (Name)' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Search history' }).getByRole('cell', { name: 'Jordan Miller' }),
    ).toBeVisible();
    await views(page).getByRole('button', { name: 'Saved', exact: true }).click();
    await expect(results(page).getByRole('heading', { name: savedTitle, exact: true })).toBeVisible();
    await views(page).getByRole('button', { name: 'Ignored', exact: true }).click();
    await expect(results(page).getByRole('heading', { name: ignoredTitle, exact: true })).toBeVisible();
    // Ignore has an undo: the finding is an alert again.
    await results(page)
      .filter({ has: page.getByRole('heading', { name: ignoredTitle, exact: true }) })
      .getByRole('button', { name: 'Undo ignore' })
      .click();
    await expect(alertsTab(page)).toHaveText(`Alerts (${before - 1})`);
    await views(page).getByRole('button', { name: 'Not me', exact: true }).click();
    await expect(results(page).getByRole('heading', { name: firstTitle, exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('markup in titles and snippets renders as text', async ({ page, problems }) => {
    await createMember(page);
    const payload = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
    await addToOwnProfile(page, { caseNumbers: [payload] });
    await page.goto('/dashboard/search');
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'Case number' }).check();
    await page.getByRole('textbox', { name: 'Case number' }).fill(payload);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(results(page).first().getByText(payload, { exact: false }).first()).toBeVisible();
    expect(await page.locator('article img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test('the wizard needs one term, scans each filled type and leads to the findings', async ({ page, problems }) => {
    await createDemoMember(page);
    await page.goto('/case-search-wizard');
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start scan' }).click();
    await expect(page.getByText('Please enter at least one search term', { exact: true })).toBeVisible();
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Start scan' }).click();
    await expect(page.getByText('Please enter a phone number with 7 to 15 digits.')).toBeVisible();
    await page.getByLabel('Phone').fill('(512) 555-0142');
    await page.getByLabel('First name').fill(DEMO_MEMBER.firstName);
    await page.getByLabel('Last name').fill(DEMO_MEMBER.lastName);
    await page.getByRole('button', { name: 'Start scan' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByText(/may need action/)).toHaveCount(2, { timeout: 15_000 });
    await page.getByRole('link', { name: 'See your findings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/search\?view=alerts/);
    await expect(results(page).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
