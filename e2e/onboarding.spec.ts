import { expect, PHONE, test, waitForHydration } from './fixtures';
import { PASSWORD, readCode } from './members';
import {
  cancelInOneClick,
  chooseMyself,
  expectOnlyTheDecline,
  finishOnboarding,
  payWithTestCards,
  signAgreementStep,
} from './onboarding-steps';

test.describe('onboarding', () => {
  test.use({ viewport: PHONE });

  test('"Choose Monitoring" carries the plan through sign-up; the funnel resumes where it was left, at 390 px', async ({
    page,
    problems,
  }) => {
    const email = `onboard.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Choose Monitoring' }).first().click();
    await expect(page).toHaveURL(/\/onboarding\?plan=monitoring-monthly$/);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Create my account' }).click();

    await expect(page).toHaveURL(/\/onboarding\/email-capture$/);
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('First name').fill('Ruth');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.getByLabel('Verification code').fill(await readCode(page, email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await chooseMyself(page);
    // The plan the button carried is chosen already.
    await expect(page.getByRole('radio', { name: 'Monitoring (monthly)' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding\/payment$/);

    // A step ahead of the member's place sends them back to it, and so does the start.
    await page.goto('/onboarding/trial-dashboard');
    await expect(page).toHaveURL(/\/onboarding\/payment$/);
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/onboarding\/payment$/);
    // Back is always open, with the earlier answer kept.
    await page.getByRole('link', { name: '2. Who it is for' }).click();
    await expect(page.getByRole('radio', { name: 'Myself' })).toBeChecked();
    await page.goto('/onboarding/payment');
    await waitForHydration(page);

    await payWithTestCards(page, 'Add my card: no charge today', 'Ruth Okafor');
    await signAgreementStep(page, 'ruth okafor');
    await finishOnboarding(page, { for: 'Ruth Okafor', payment: 'No charge today. Your first charge of $49.00 is on' });
    await cancelInOneClick(page);
    expectOnlyTheDecline(problems);
  });
});
