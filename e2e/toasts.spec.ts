import { expect, expectAccessible, test, waitForHydration } from './fixtures';

test.describe('/toast-example', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/toast-example');
    await waitForHydration(page);
  });

  test('shows every variant', async ({ page, problems }) => {
    for (const [variant, title] of [
      ['default', 'Profile updated'],
      ['destructive', 'Create Request Failed'],
      ['success', 'Scan completed'],
      ['warning', 'Using simulated data'],
      ['info', 'Negative content found'],
    ] as const) {
      await page.getByRole('button', { name: `Show ${variant} toast` }).click();
      const toast = page.locator(`[data-variant="${variant}"]`).first();
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(title);
    }
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('closes a toast by itself after 5 seconds but keeps a destructive one', async ({ page, problems }) => {
    await page.getByRole('button', { name: 'Show success toast' }).click();
    await page.getByRole('button', { name: 'Show destructive toast' }).click();
    const success = page.locator('[data-variant="success"]');
    const destructive = page.locator('[data-variant="destructive"]');
    await expect(success).toBeVisible();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4000);
    await expect(success).toBeVisible();
    await expect(success).toHaveCount(0, { timeout: 3000 });
    await page.waitForTimeout(2000);
    await expect(destructive).toBeVisible();
    await destructive.getByRole('button', { name: 'Close notification' }).click();
    await expect(destructive).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('shows at most five at once', async ({ page }) => {
    for (let i = 0; i < 7; i += 1) await page.getByRole('button', { name: 'Show info toast' }).click();
    await expect(page.locator('[data-variant="info"]')).toHaveCount(5);
  });
});
