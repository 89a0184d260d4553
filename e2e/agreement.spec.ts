import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { createMember } from './members';

test.describe('service agreement', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signs at 390 px: a wrong name is refused in plain words, then the signed PDF downloads', async ({
    page,
    problems,
  }) => {
    await createMember(page);
    await page.goto('/dashboard/billing');
    await waitForHydration(page);
    await expect(page.getByText(/needs your signature before we can file for you/)).toBeVisible();
    await page.getByRole('link', { name: 'Read and sign it' }).click();

    await expect(page.getByRole('heading', { name: 'Service agreement', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ClearDocket Service Agreement' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Your full name, as your signature').fill('John Smith');
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await expect(page.getByText('Tick this box to sign.')).toHaveCount(3);
    await expect(
      page.getByText('Type your full name as it is on your account: Jane Doe. Capitals and spaces do not matter.'),
    ).toBeVisible();
    await expectAccessible(page);

    for (const box of await page.getByRole('group', { name: 'To sign, tick each box' }).getByRole('checkbox').all()) {
      await box.check();
    }
    await page.getByLabel('Your full name, as your signature').fill('jane doe');
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    const link = page.getByRole('link', { name: 'Download the signed PDF' });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^cleardocket-service-agreement-[\d-]+\.pdf$/);
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto('/dashboard/billing');
    await waitForHydration(page);
    await expect(page.getByText(/Service agreement:\s*signed on/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
