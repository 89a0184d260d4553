import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  expectContrast,
  expectFits,
  test,
  waitForHydration,
} from './fixtures';
import { DEMO_MEMBER, createDemoMember, createMember } from './members';
import { utcMonth } from '@cleardocket/domain/dates';

/**
 * Monthly reports at `/dashboard/reports` (issue 17 part 5, decision 033). The monthly job builds
 * a report on the 1st; here the test-only `POST /api/monitoring/test/reports` (NODE_ENV=test) runs
 * the job's own build for the signed-in member and a month the test names.
 */
const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const labelOf = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));

async function post(page: Page, path: string, data: object) {
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const response = await page.request.post(path, { data, headers: { origin } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

test.describe('monthly reports', () => {
  test('a member with reports sees them newest first with their figures, and downloads each as a PDF', async ({
    page,
    problems,
  }) => {
    await createDemoMember(page);
    // This month's findings: a name scan of the offline corpus.
    const { scan } = await post(page, '/api/search/scans', { type: 'name', term: DEMO_MEMBER.fullName });
    await expect
      .poll(async () => (await (await page.request.get(`/api/search/scans/${scan.id}`)).json()).scan.status, {
        timeout: 30_000,
      })
      .toBe('completed');
    const now = new Date();
    const thisMonth = utcMonth(now);
    const lastMonth = utcMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
    // Two months of history, built as the monthly job builds them (last month's first).
    await post(page, '/api/monitoring/test/reports', { month: lastMonth });
    const { reports } = (await post(page, '/api/monitoring/test/reports', { month: thisMonth })) as {
      reports: { id: string; month: string; newFindings: number }[];
    };
    expect(reports.map((report) => report.month)).toEqual([thisMonth, lastMonth]);
    const newFindings = reports[0]?.newFindings ?? 0;
    expect(newFindings).toBeGreaterThan(0);

    await page.goto('/dashboard/reports');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly reports' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Monthly reports' }).getByRole('article');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByRole('heading', { level: 2 })).toHaveText(labelOf(thisMonth));
    await expect(items.nth(1).getByRole('heading', { level: 2 })).toHaveText(labelOf(lastMonth));
    // Each month's figures in words: this month's scan shows; last month had none (and compares with nothing).
    await expect(items.nth(0).getByText(new RegExp(`^New findings: ${newFindings} \\(last month 0\\)`))).toBeVisible();
    await expect(items.nth(1).getByText(/^New findings: 0 \(last month 0\)/)).toBeVisible();

    // The PDF: downloaded from the link as a file, and served as application/pdf.
    const link = items.nth(0).getByRole('link', { name: `Download the ${labelOf(thisMonth)} report (PDF, ` });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`report-${thisMonth}\\.pdf$`));
    const saved = await download.path();
    const bytes = await readFile(saved);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    for (const item of [items.nth(0), items.nth(1)]) {
      const href = (await item.getByRole('link', { name: /^Download the / }).getAttribute('href')) ?? '';
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByRole('link', { name: /^Download the / })).toBeVisible();
    await expectFits(page);
    await expectContrast(page);
    await page.setViewportSize(DESKTOP);
    await expectFits(page);
    expect(problems).toEqual([]);
  });

  test('a member with no report yet is told when the first one comes, on a phone and a desktop', async ({
    page,
    problems,
  }) => {
    await createMember(page);
    await page.goto('/dashboard/reports');
    await waitForHydration(page);
    const empty = page.getByText(/^No report yet\. On the first day of each month we write the report/);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expect(page.getByRole('heading', { level: 1, name: 'Monthly reports' })).toBeVisible();
      await expect(empty).toBeVisible();
      await expect(page.getByRole('list', { name: 'Monthly reports' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Download the / })).toHaveCount(0);
      await expectFits(page);
    }
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
