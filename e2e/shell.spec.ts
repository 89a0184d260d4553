import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const PAGES = ['/', '/toast-example', '/no-such-page'];

test.describe('app shell', () => {
  test('answers an unknown path with 404 and the Page Not Found page', async ({ page, problems }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Court Case Is Still Hurting You');
    expect(problems).toEqual([]);
  });

  for (const path of PAGES) {
    test(`serves ${path} with the security headers, no CSP violation and no serious axe violation`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toBeTruthy();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toBeTruthy();
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      await waitForHydration(page);
      await expect(page).toHaveTitle(/ClearDocket/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    });
  }

  test('header Services menu works with the keyboard', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByText('Content Removal', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('Legal Services', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Content Removal/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/onboarding');
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('mobile menu opens and closes at a phone viewport', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Seal Court Records' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('footer carries the contact details and the Admin link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '(215) 555-0142' })).toHaveAttribute('href', 'tel:+12155550142');
    await expect(footer.getByRole('link', { name: 'help@cleardocket.example' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'legal@cleardocket.example' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-login');
  });
});
