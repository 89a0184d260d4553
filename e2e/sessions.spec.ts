import { DESKTOP, PHONE, expect, expectFits, test, waitForHydration } from './fixtures';
import { createMember } from './members';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe('signed-in sessions (issue 32)', () => {
  test('the settings page shows each session’s device and address, on a phone and a computer, with this device marked', async ({
    browser,
    page,
    problems,
  }) => {
    await page.setViewportSize(DESKTOP);
    const member = await createMember(page);
    const phoneContext = await browser.newContext({
      viewport: PHONE,
      userAgent: IPHONE,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const phone = await phoneContext.newPage();
      const signIn = await phone.request.post('/api/identity/sign-in', { data: member });
      expect(await signIn.json()).toEqual({ status: 'complete' });
      await phone.goto('/dashboard/settings');
      await waitForHydration(phone);
      const onPhone = phone.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
      await expect(onPhone).toHaveCount(2);
      const thisPhone = onPhone.filter({ hasText: 'This device' });
      await expect(thisPhone).toContainText('Safari on iOS');
      await expect(thisPhone).toContainText('Phone · From 127.0.0.1');
      await expect(thisPhone.getByRole('button')).toHaveCount(0);
      await expectFits(phone);

      await page.goto('/dashboard/settings');
      await waitForHydration(page);
      const onDesktop = page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
      await expect(onDesktop).toHaveCount(2);
      const phoneFromDesktop = onDesktop.filter({ hasText: 'Safari on iOS' });
      await expect(phoneFromDesktop).not.toContainText('This device');
      await expect(phoneFromDesktop.getByRole('button', { name: 'Sign out this session' })).toBeVisible();
      await expect(onDesktop.filter({ hasText: 'This device' })).toContainText('From 127.0.0.1');
      await expectFits(page);
    } finally {
      await phoneContext.close();
    }
    expect(problems).toEqual([]);
  });
});
