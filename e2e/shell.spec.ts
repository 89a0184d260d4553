import { DESKTOP, PHONE, expect, expectAccessible, expectFits, test, waitForHydration } from './fixtures';
import { createMember } from './members';

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

  test('the member area has its own shell: an app header, the side bar on a desktop, a menu sheet on a phone', async ({
    page,
    problems,
  }) => {
    await createMember(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/profile');
    await waitForHydration(page);
    // No marketing header links, no footer: the app header and the side bar.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'ClearDocket dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dashboard menu' })).toBeHidden();
    await expectAccessible(page);

    // The overview's charts: a new member has nothing to chart, and is told so (issue 20).
    await nav.getByRole('link', { name: 'Overview' }).click();
    const trends = page.getByRole('region', { name: 'Trends' });
    await expect(trends.getByText('No data yet')).toHaveCount(3);
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await expectFits(page);
    const menu = page.getByRole('button', { name: 'Dashboard menu' });
    await expect(nav.getByRole('link', { name: 'Requests' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
    await expectAccessible(page);
    // Escape closes the sheet and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Requests' })).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.press('Enter');
    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dashboard\/search$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectFits(page);

    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the typeface comes from the site itself and is the one the page uses', async ({ page, problems }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await waitForHydration(page);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Public Sans Variable"');
    });
    expect(loaded).toBe(true);
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/^"Public Sans/);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^200 http:\/\/127\.0\.0\.1:\d+\/assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/);
    expect(problems).toEqual([]);
  });
});
