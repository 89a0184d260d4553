import { readFileSync } from 'node:fs';
import { totpFromUri } from '../apps/server/test/helpers/totp';
import { DESKTOP, PHONE, expect, expectFits, test, waitForHydration } from './fixtures';
import { PASSWORD, createMember } from './members';

/** What a new member hits first (issue 20), in the browser at a phone's and a desktop's width. */
test.describe('first steps', () => {
  test('one sign-up sends one verification email, on a phone', async ({ page, problems }) => {
    const email = `one.email.${Date.now()}@example.com`;
    await page.setViewportSize(PHONE);
    await page.goto('/signup');
    await waitForHydration(page);
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Last name').fill('Doe');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await expectFits(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    // Two emails used to leave 10–70 ms apart; a second one would be in the outbox well within this.
    await page.waitForTimeout(1_500);
    const outbox = await page.request.get(`/api/outbox?recipient=${encodeURIComponent(email)}`);
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    expect(messages).toHaveLength(1);
    const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/getting-started$/);
    expect(problems).toEqual([]);
  });

  test('two-factor setup shows a QR code, the recovery codes download, and a code turns it on', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(DESKTOP);
    await createMember(page);
    await page.goto('/dashboard/settings#two-factor');
    await waitForHydration(page);
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up two-factor' }).click();

    const qr = page.getByRole('img', { name: 'QR code to add ClearDocket to your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const shown = (
      await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()
    ).map((code) => code.trim());
    expect(shown.length).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download recovery codes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cleardocket-recovery-codes.txt');
    const file = readFileSync(await download.path(), 'utf8');
    for (const code of shown) expect(file).toContain(code);

    // The setup key, typed into an authenticator app, gives the code that turns two-factor on.
    const key = ((await page.getByLabel('Authenticator setup key').textContent()) ?? '').trim();
    await page.getByLabel('Code from your authenticator app').fill(totpFromUri(`otpauth://totp/x?secret=${key}`));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    // The settings block (the toast says it too, in other words).
    await expect(page.getByText(/signing in needs a code from your authenticator app/)).toBeVisible();
    await expectFits(page);
    expect(problems).toEqual([]);
  });
});
