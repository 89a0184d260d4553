import { ADMIN_EMAIL } from './playwright.config';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { PASSWORD, createMember, operatorCode } from './members';

test.describe('account area', () => {
  test('an admin signs in at /admin, lands on the operators’ console and sees the Admin badge', async ({
    page,
    problems,
  }) => {
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Staff accounts are made by an admin, and every operator has an authenticator app (issue 20).
    await page.getByLabel('Verification code').fill(operatorCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    // The console, not the admin's own (empty) member dashboard (issue 20).
    await expect(page).toHaveURL(/\/dashboard\/admin\/removals$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a member adds an address on the profile page, and it stays after a reload', async ({ page, problems }) => {
    await createMember(page);
    await page.goto('/dashboard/profile');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Street address is required')).toBeVisible();
    await page.getByLabel('Street address').fill('12 Elm St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('tx');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.locator('[data-variant="success"]').getByText('Address added')).toBeVisible();
    await page.reload();
    await expect(page.getByText('12 Elm St, Austin, TX 78701')).toBeVisible();
    await expect(page.getByText('Primary')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a member deletes the account after typing DELETE', async ({ page, problems }) => {
    const member = await createMember(page);
    await page.goto('/dashboard/settings');
    await waitForHydration(page);
    await expectAccessible(page);
    const remove = page.getByRole('button', { name: 'Delete my account' });
    await expect(remove).toBeDisabled();
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await remove.click();
    // A confirmation of its own, not the home page and its promotional overlay (issue 31 part 7).
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const signIn = await page.request.post('/api/identity/sign-in', {
      data: { email: member.email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(401);
    expect(problems).toEqual([]);
  });
});
