import { DESKTOP, PHONE, expect, expectAccessible, expectFits, test, waitForHydration } from './fixtures';
import { createMember } from './members';

/** Issue 17: a term of no profile is refused with why; the profile page adds it, at a phone's and a desktop's width. */
test.describe('profiles', () => {
  for (const [device, size] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    test(`a refused phone scan says why, and the member adds the phone on their profile page, on ${device}`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize(size);
      await createMember(page);
      await page.goto('/dashboard/search');
      await waitForHydration(page);
      await page.getByRole('radio', { name: 'Phone' }).check();
      await page.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0199');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'not in Jane Doe' });
      await expect(refusal).toContainText('Add it to the profile');
      await expectFits(page);

      await page.getByRole('navigation', { name: 'Profiles' }).getByRole('link', { name: 'Your facts' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeVisible();
      await waitForHydration(page);
      await expectAccessible(page);
      await expectFits(page);
      await page.getByLabel('Year of birth').fill('84');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Write the year of birth as four digits, like 1984')).toBeVisible();
      await page.getByLabel('Year of birth').fill('1984');
      await page.getByLabel('Phone numbers').fill('(512) 555-0199');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();

      await page.goto('/dashboard/search');
      await waitForHydration(page);
      await page.getByRole('radio', { name: 'Phone' }).check();
      await page.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0199');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('heading', { name: /Results for "5125550199"/ })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'not in Jane Doe' })).toHaveCount(0);
      // The one refused scan is the answer this test asks for; nothing else may fail.
      expect(problems).toEqual([`response: 400 ${new URL('/api/search/scans', page.url()).href}`]);
    });

    test(`the member adds a family member after onboarding and opens their facts, on ${device}`, async ({ page }) => {
      await page.setViewportSize(size);
      await createMember(page);
      await page.goto('/dashboard/profiles');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Who we protect' })).toBeVisible();
      await page.getByLabel('Their first name').fill('Sam');
      await page.getByLabel('Their last name').fill('Doe');
      await page.getByLabel('How you are related').selectOption('spouse');
      await page.getByRole('button', { name: 'Add them' }).click();
      await expect(page.getByText('We can act for a family member only with their permission')).toBeVisible();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Add them' }).click();
      const list = page.getByRole('list', { name: 'Profiles' });
      await expect(list.getByText('Sam Doe', { exact: true })).toBeVisible();
      await expectAccessible(page);
      await expectFits(page);
      await list.getByRole('link', { name: 'What we know about Sam Doe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sam Doe' })).toBeVisible();
    });
  }
});
