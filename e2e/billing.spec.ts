import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { createMember } from './members';

test.describe('billing', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('puts a test card on file at 390 px during the trial: a decline keeps the card, 4242 keeps the trial with no charge today, cancelling drops the charge', async ({
    page,
    problems,
  }) => {
    await createMember(page);
    await page.goto('/dashboard/billing');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await expect(page.getByText(/Your free trial ends on/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Choose Monitoring (monthly)' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Jane Doe');
    // Paying during the free trial keeps it: the card goes on file, the first charge waits (issue 31).
    await expect(page.getByTestId('first-charge')).toContainText('No charge today. Your first charge of $49.00 is on');
    await page.getByRole('button', { name: 'Add my card: no charge today' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page.getByLabel('Name on card')).toHaveValue('Jane Doe');
    await expectAccessible(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Add my card: no charge today' }).click();
    await expect(page.getByText('Visa ending 4242, expires 12/2034')).toBeVisible();
    await expect(page.getByText(/^\$49\.00 on /)).toBeVisible();
    // Nothing was charged today: no invoice of $49.00.
    await expect(page.getByRole('cell', { name: '$49.00' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel before the first charge' }).click();
    await expect(page.getByText('None', { exact: true })).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The declined card's 402 is the answer the test asked for; nothing else may fail.
    const declined = /^response: 402 .*\/api\/membership\/sandbox\/payments$/;
    expect(problems.filter((problem) => declined.test(problem))).toHaveLength(1);
    expect(problems.filter((problem) => !declined.test(problem))).toEqual([]);
  });
  test('changes the chosen plan within the trial at 390 px: the preview says no charge today, the first charge follows the new plan', async ({
    page,
    problems,
  }) => {
    await createMember(page);
    await page.goto('/dashboard/billing');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Choose Monitoring (monthly)' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Jane Doe');
    await page.getByRole('button', { name: 'Add my card: no charge today' }).click();
    await expect(page.getByText(/^\$49\.00 on /)).toBeVisible();

    await page.getByLabel('Change plan').selectOption('monitoring-yearly');
    await expect(
      page.getByText(
        /^No charge today\. Your free trial continues; your first charge of \$588\.00 for Monitoring \(yearly\) is on /,
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change plan', exact: true }).click();
    await expect(page.getByText(/^\$588\.00 on /)).toBeVisible();
    await expect(page.getByRole('cell', { name: '$588.00' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
