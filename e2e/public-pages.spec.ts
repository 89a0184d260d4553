import { DESKTOP, PHONE, expect, expectAccessible, expectContrast, expectFits, waitForHydration } from './fixtures';
import { PUBLIC_PATHS } from './public-paths';
import { visitorTest as test } from './visitor-page';

// One test a page, run on both workers; each worker looks at its pages through one visitor's page
// (visitor-page.ts), emptied of cookies and storage before each.
test.describe.configure({ mode: 'parallel' });

for (const path of PUBLIC_PATHS) {
  test(`${path} has no serious or critical accessibility violation and fits a phone and a desktop`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await waitForHydration(page);
    await expectAccessible(page);
    await expectFits(page);
    await page.setViewportSize(PHONE);
    await expectContrast(page);
    await expectFits(page);
    expect(problems).toEqual([]);
  });
}
