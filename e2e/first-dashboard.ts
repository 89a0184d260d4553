import type { Page } from '@playwright/test';
import { attentionSummary } from '../packages/domain/src/search/alerts';
import { expect, waitForHydration } from './fixtures';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
const views = (page: Page) => page.getByRole('group', { name: 'Show' });
type Counts = { count: number; review: number };

/**
 * Issue 31: a new member's first dashboard shows what hurts them, in the words every surface uses,
 * never "0 findings" while results wait for them; the figures are the server's own counts.
 */
export async function expectFirstDashboard(page: Page): Promise<Counts> {
  const counts = (await (await page.request.get('/api/search/alerts')).json()) as Counts;
  expect(counts.count + counts.review).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const summary = attentionSummary({ alerts: counts.count, review: counts.review });
  await expect(page.getByTestId('dashboard-attention')).toHaveText(summary.text);
  await expect(page.getByTestId('metric-Need you to confirm')).toHaveText(String(counts.review));
  return counts;
}

/** "Is this you?": "This is me" makes the first result an alert at once, and its request is created. */
export async function confirmOneAndRequest(page: Page, counts: Counts): Promise<void> {
  await page.goto('/dashboard/search?view=review');
  await waitForHydration(page);
  await expect(views(page).getByRole('button', { name: `Is this you? (${counts.review})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const first = results(page).first();
  const title = (await first.getByRole('heading').first().textContent()) ?? '';
  expect(title).not.toBe('');
  await first.getByRole('button', { name: 'This is me' }).click();
  await expect(views(page).getByRole('button', { name: `Is this you? (${counts.review - 1})` })).toBeVisible();
  await expect(views(page).getByRole('button', { name: `Alerts (${counts.count + 1})` })).toBeVisible();

  await views(page)
    .getByRole('button', { name: /^Alerts/ })
    .click();
  const card = results(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.first().getByRole('button', { name: 'Create request' }).click();
  await views(page).getByRole('button', { name: 'Requests created', exact: true }).click();
  await expect(results(page).getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
}
