import { ADMIN_EMAIL } from './playwright.config';
import { PHONE, expect, expectAccessible, expectFits, test, waitForHydration } from './fixtures';
import { PASSWORD, createMember, operatorCode, readCode } from './members';

test.describe('identity', () => {
  test('sign up, verify by emailed code, sign out, and come back through sign-in', async ({ page, problems }) => {
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'Quiet-Harbor-Lantern-42';

    await page.goto('/signup');
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password must be at least 8 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Last name').fill('Doe');
    await page.getByLabel('Email').fill('jane@nowhere');
    await page.getByLabel('Mobile phone (optional)').fill('555-0142');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Phone number must be +1 followed by 10 digits')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Mobile phone (optional)').fill('');
    await page.getByLabel('Password').fill(password);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.getByLabel('Verification code').fill(await readCode(page, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/getting-started$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Jane' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fprofile$/);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('forgot password end to end', async ({ page, problems }) => {
    const member = await createMember(page);
    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/If an account exists for that email address/)).toBeVisible();
    await page.getByLabel('Code').fill(await readCode(page, member.email));
    await page.getByLabel('New password').fill('Brand-New-Lantern-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('Brand-New-Lantern-77');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(problems).toEqual([]);
  });

  test('a wrong password gets a clear message', async ({ page, problems }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('whatever-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expectAccessible(page);
    expect(problems.filter((problem) => !problem.includes('/api/identity/sign-in'))).toEqual([]);
  });

  test('the static sign-in page asks for the authenticator code and goes on, at 390 px', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    // Loaded directly, the sign-in pages are the prerendered HTML and their own script, no React (decision 106).
    await page.goto('/login');
    await waitForHydration(page);
    await expect(page.locator('script[src*="/static-sign-in-"]')).toHaveCount(1);
    await expectFits(page);
    await page.goto('/admin');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByLabel('Verification code')).toBeFocused();
    await expectFits(page);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the 6-digit code', { exact: true })).toBeVisible();
    await page.getByLabel('Verification code').fill(operatorCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/removals$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a member already signed in is sent on from the static sign-in and sign-up pages', async ({
    page,
    problems,
  }) => {
    await createMember(page);
    await page.goto('/login?from=%2Fdashboard%2Fprofile');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(problems).toEqual([]);
  });
});
