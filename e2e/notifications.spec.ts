import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { PASSWORD, createMember } from './members';

const OTHER_PASSWORD = 'Second-Quiet-Lantern-84';

/**
 * A real account event that notifies: a password change (account and security category). Each
 * call flips between two passwords so it can be repeated.
 */
async function changePassword(page: Page, times: number, start = PASSWORD): Promise<string> {
  let current = start;
  // The server's own origin (E2E_PORT may move it), whatever page is open.
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  for (let i = 0; i < times; i += 1) {
    const next = current === PASSWORD ? OTHER_PASSWORD : PASSWORD;
    const response = await page.request.post('/api/account/password', {
      data: { currentPassword: current, newPassword: next },
      headers: { origin },
    });
    expect(response.status(), await response.text()).toBe(200);
    current = next;
  }
  return current;
}

const badge = (page: Page) => page.getByRole('banner').locator('[data-testid="unread-badge"]:visible');
const bell = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .locator('visible=true');

test.describe('notification bell', () => {
  test('shows 9+ for ten unread, and mark all as read empties the badge', async ({ page, problems }) => {
    await createMember(page);
    await changePassword(page, 10);
    await page.goto('/dashboard/getting-started');
    await waitForHydration(page);
    await expect(badge(page)).toHaveText('9+');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Your password was changed').first()).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('removing an item updates the count without a reload', async ({ page, problems }) => {
    await createMember(page);
    await changePassword(page, 2);
    await page.goto('/dashboard/getting-started');
    await waitForHydration(page);
    await expect(badge(page)).toHaveText('2');
    await bell(page).click();
    await page.getByRole('button', { name: 'Remove notification: Your password was changed' }).first().click();
    await expect(badge(page)).toHaveText('1');
    expect(problems).toEqual([]);
  });

  test('a new notification appears within one polling interval, and polling pauses while the page is hidden', async ({
    page,
    problems,
  }) => {
    await createMember(page);
    let current = await changePassword(page, 1);
    await page.clock.install();
    await page.goto('/dashboard/getting-started');
    await waitForHydration(page);
    await expect(badge(page)).toHaveText('1');

    current = await changePassword(page, 1, current);
    await page.clock.runFor(30_000);
    await expect(badge(page)).toHaveText('2');

    let polls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/unread-count')) polls += 1;
    });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await changePassword(page, 1, current);
    await page.clock.runFor(95_000);
    expect(polls).toBe(0);
    await expect(badge(page)).toHaveText('2');

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(badge(page)).toHaveText('3');
    expect(problems).toEqual([]);
  });

  test('the notifications page and the preference matrix work', async ({ page, problems }) => {
    await createMember(page);
    await changePassword(page, 1);
    await page.goto('/dashboard/notifications');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText('Your password was changed')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/dashboard/settings/notifications');
    await waitForHydration(page);
    await expect(page.getByRole('checkbox', { name: 'Account and security: In the app' })).toBeDisabled();
    const email = page.getByRole('checkbox', { name: 'Scan results: Email' });
    await expect(email).not.toBeChecked();
    await email.click();
    await expect(email).toBeChecked();
    await expect(page.locator('[data-variant="success"]').getByText('Notification settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Scan results: Email' })).toBeChecked();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
