import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { signInOperator } from './members';

test.describe('/toast-example', () => {
  // A developer page: operators only outside development (issue 18 item 3, e2e/dev-routes.spec.ts).
  test.beforeEach(async ({ page }) => {
    await signInOperator(page);
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
    // The page's clock is paused and driven by the test, so a loaded machine cannot eat into the
    // 5 seconds.
    await page.clock.install();
    await page.goto('/toast-example');
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('button', { name: 'Show success toast' }).click();
    await page.getByRole('button', { name: 'Show destructive toast' }).click();
    const success = page.locator('[data-variant="success"]');
    const destructive = page.locator('[data-variant="destructive"]');
    await expect(success).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect(success).toBeVisible();
    await page.clock.runFor(1500);
    await expect(success).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(destructive).toBeVisible();
    await destructive.getByRole('button', { name: 'Close notification' }).click();
    await page.clock.runFor(500);
    await expect(destructive).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('shows at most five at once', async ({ page }) => {
    for (let i = 0; i < 7; i += 1) await page.getByRole('button', { name: 'Show info toast' }).click();
    await expect(page.locator('[data-variant="info"]')).toHaveCount(5);
  });
});
