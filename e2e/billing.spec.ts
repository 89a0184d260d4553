import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { createMember } from './members';

test.describe('billing', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pays with a test card at 390 px: a decline keeps the card, 4242 starts the plan, cancel is one click and reversible', async ({
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
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page.getByLabel('Name on card')).toHaveValue('Jane Doe');
    await expectAccessible(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(page.getByText('Visa ending 4242, expires 12/2034')).toBeVisible();
    await expect(page.getByRole('cell', { name: '$49.00' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByText(/Cancelled: your plan ends on/)).toBeVisible();
    await expect(page.getByText('None', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(page.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The declined card's 402 is the answer the test asked for; nothing else may fail.
    const declined = /^response: 402 .*\/api\/membership\/sandbox\/payments$/;
    expect(problems.filter((problem) => declined.test(problem))).toHaveLength(1);
    expect(problems.filter((problem) => !declined.test(problem))).toEqual([]);
  });
});
