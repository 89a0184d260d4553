import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, expectFits, test, waitForHydration } from './fixtures';
import { createListedMember, operatorPage } from './members';
import { E2E_PORT } from './playwright.config';
import { COURT_CASE_NUMBER, COURT_PERSON, courtPages, startStandInSites } from './stand-in-sites';

type Removal = {
  id: string;
  reference: string;
  siteName: string | null;
  domain: string;
  method: string;
  status: string;
  fromOrder: boolean;
};
type CaseView = {
  id: string;
  appearances: { url: string; status: string; removals: Removal[] }[];
  goneEverywhere: boolean;
};
type Takedown = { id: string; url: string; removals: { id: string; method: string; siteName: string | null }[] };
type Detail = { evidence: { removalRequestId: string; kind: string; outcome: string }[] };

async function caseOf(page: Page, id: string): Promise<CaseView> {
  const response = await page.request.get(`/api/court-records/cases/${id}`);
  return ((await response.json()) as { case: CaseView }).case;
}

async function detailOf(page: Page, takedownId: string): Promise<Detail> {
  return (await (await page.request.get(`/api/requests/${takedownId}`)).json()) as Detail;
}

test('pre-check, referral with consent, the attorney’s link, the order, removals, the case gone everywhere', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(480_000);
  // Two court-record aggregators print the member's case; their pages are served on loopback.
  const courtSites = courtPages(E2E_PORT);
  const sites = await startStandInSites('court', E2E_PORT, { unicourt: 'listing', trellis: 'listing' });
  try {
    await createListedMember(page, COURT_PERSON);

    // A scan finds the case online, on UniCourt and Trellis.
    await page.goto('/dashboard/search');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'First name' }).fill(COURT_PERSON.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(COURT_PERSON.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const caseNumber = COURT_CASE_NUMBER;
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/search/results?page=1&pageSize=50');
          const { results } = (await response.json()) as { results: { url: string }[] };
          return Object.values(courtSites).filter((site) => results.some((result) => result.url === site.url)).length;
        },
        { timeout: 60_000 },
      )
      .toBe(2);

    // The pre-check: likely, with the statute and the "not legal advice" line.
    await page.goto('/dashboard/court-records/check');
    await waitForHydration(page);
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('Kind of case').selectOption('criminal');
    await page.getByLabel('Charge level').selectOption('misdemeanor');
    await page.getByLabel('Kind of offence').selectOption('other');
    await page.getByLabel('How the case ended').selectOption('acquitted');
    await page.getByLabel('Date the case ended').fill('2019-09-01');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('eligibility-likelihood')).toHaveText(/^Likely eligible/);
    await expect(page.getByRole('link', { name: /Tex\. Code Crim\. Proc\./ })).toBeVisible();
    await expect(page.getByText('This is general information, not legal advice.', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // The case: the finding that prints its number is linked to it.
    await page.getByRole('link', { name: 'Add this case and get help' }).click();
    await waitForHydration(page);
    await page.getByLabel('Case number').fill(caseNumber);
    await page.getByLabel('Case name').fill(`State of TX v. ${COURT_PERSON.name}`);
    await page.getByLabel('Court', { exact: true }).fill('Travis County District Court');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByRole('button', { name: 'Add the case' }).click();
    await expect(page).toHaveURL(/\/dashboard\/court-records\/cases\/[0-9a-f-]+$/);
    const caseId = page.url().split('/').at(-1) ?? '';
    const pages = page.getByRole('list', { name: 'Pages where the case appears' });
    await expect(pages.getByRole('listitem').first()).toBeVisible();
    const appearances = (await caseOf(page, caseId)).appearances.length;
    expect((await caseOf(page, caseId)).appearances.map((appearance) => appearance.url).sort()).toEqual(
      [courtSites.trellis.url, courtSites.unicourt.url].sort(),
    );
    await expect(pages.getByTestId('appearance-status')).toHaveText(Array(appearances).fill('Still online'));

    // The operator adds a partner attorney for Texas.
    const attorneyEmail = `counsel.${Date.now()}@example.com`;
    // The operator copies letters to send by hand (the clipboard is read back to check it).
    const operator = await operatorPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await operator.goto('/dashboard/admin/attorneys');
    await waitForHydration(operator);
    await expect(operator.getByText('No partner attorney yet.')).toBeVisible();
    await expectAccessible(operator);
    await operator.getByLabel('Name', { exact: true }).fill('Dana Reyes');
    await operator.getByLabel('Firm').fill('Reyes Record Relief');
    await operator.getByLabel('Email', { exact: true }).fill(attorneyEmail);
    await operator.getByLabel('States').fill('TX');
    await operator.getByLabel('Languages').fill('English, Spanish');
    await operator.getByLabel('Fees').fill('Flat fee of $500 per petition');
    await operator.getByRole('button', { name: 'Add the attorney' }).click();
    await expect(operator.getByText('Dana Reyes, Reyes Record Relief')).toBeVisible();

    // The member asks for help, with consent to share the named facts.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('radio', { name: /Dana Reyes/ }).check();
    await expect(page.getByTestId('consent-text')).toContainText('Dana Reyes (Reyes Record Relief)');
    await page.getByRole('button', { name: 'Ask for help' }).click();
    await expect(page.getByText('Tick the box to agree to share these facts with the attorney.')).toBeVisible();
    await page.getByLabel('I agree to share these facts with this attorney.').check();
    await page.getByRole('button', { name: 'Ask for help' }).click();
    await expect(page.getByTestId('referral-status')).toHaveText('Sent to the attorney');

    // The attorney's email is in the outbox with the packet and the signed link.
    let link = '';
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/outbox?recipient=${encodeURIComponent(attorneyEmail)}`);
        const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
        link =
          /\/attorney\/referrals\/[0-9a-f-]+\?expires=\d+&sig=[0-9a-f]{64}/.exec(messages[0]?.body ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    // The attorney, without an account, marks the petition filed, then granted.
    const attorneyContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const attorney = await attorneyContext.newPage();
    await attorney.goto(link);
    await waitForHydration(attorney);
    await expect(attorney.getByRole('heading', { level: 1 })).toHaveText(/^Referral: /);
    for (const [step, label] of [
      ['petition_filed', 'Petition filed with the court'],
      ['granted', 'Petition granted'],
    ] as const) {
      await attorney.getByLabel('Where the matter stands').selectOption(step);
      await attorney.getByRole('button', { name: 'Record the step' }).click();
      await expect(attorney.getByTestId('referral-status')).toHaveText(label);
    }

    // The order: a wrong file is refused with a message whatever its name; the PDF is taken.
    await attorney.getByLabel('The order', { exact: true }).setInputFiles({
      name: 'order.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><body>Not an order</body></html>'),
    });
    await attorney.getByRole('button', { name: 'Upload the order' }).click();
    await expect(attorney.getByRole('alert').filter({ hasText: 'That file is not a PDF, PNG or JPEG' })).toBeVisible();
    await attorney.getByLabel('The order', { exact: true }).setInputFiles({
      name: 'sealing-order.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await attorney.getByRole('button', { name: 'Upload the order' }).click();
    await expect(attorney.getByRole('status').filter({ hasText: 'The order is on file.' })).toContainText(
      `We opened ${appearances * 2} removal requests`,
    );
    await attorneyContext.close();

    // The member was told of each step, and sees a removal under way on every page.
    await page.goto('/dashboard/notifications');
    await waitForHydration(page);
    for (const title of ['Referral sent', 'Petition filed with the court', 'Petition granted', 'Court order on file']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${title} \\(unread\\) `) })).toBeVisible();
    }
    await page.goto(`/dashboard/court-records/cases/${caseId}`);
    await waitForHydration(page);
    await expect(pages.getByTestId('appearance-status')).toHaveText(Array(appearances).fill('Removal in progress'));
    const opened = await caseOf(page, caseId);
    for (const appearance of opened.appearances) {
      expect(
        appearance.removals
          .filter((removal) => removal.fromOrder)
          .map((removal) => removal.method)
          .sort(),
      ).toEqual(expect.arrayContaining(['google']));
    }

    // Each aggregator's removal is worked with the order (its letter is checked in the API tests).
    const { requests } = (await (await page.request.get('/api/requests?page=1&pageSize=50')).json()) as {
      requests: Takedown[];
    };
    const siteRemovals = opened.appearances.flatMap((appearance) =>
      appearance.removals.filter((removal) => removal.fromOrder && removal.method !== 'google'),
    );
    expect(siteRemovals.map((removal) => removal.method)).toEqual(['court-order', 'court-order']);
    const takedownOf = (removalId: string) =>
      requests.find((request) => request.removals.some((removal) => removal.id === removalId)) as Takedown;
    // The page is saved as it is before anything changes: the "before" evidence, showing the case.
    for (const removal of siteRemovals) {
      await expect
        .poll(
          async () =>
            (await detailOf(page, takedownOf(removal.id).id)).evidence.some(
              (item) => item.removalRequestId === removal.id && item.kind === 'snapshot' && item.outcome === 'captured',
            ),
          { timeout: 90_000 },
        )
        .toBe(true);
    }

    // The operator sends the order to each site by hand (no removal address in the catalogue): the
    // request they open from the queue shows the letter to send, the right one for that site (the
    // court, the case and that site's page, no other's), and where it goes; they copy it, send it
    // and record it.
    const listingOf = (removal: Removal) =>
      opened.appearances.find((appearance) => appearance.removals.some((item) => item.id === removal.id))?.url ?? '';
    for (const [index, removal] of siteRemovals.entries()) {
      await operator.goto('/dashboard/admin/removals');
      await waitForHydration(operator);
      await operator.getByRole('searchbox', { name: 'Find' }).fill(removal.reference);
      let row = operator.getByRole('listitem', { name: new RegExp(`^${removal.reference} `) });
      await row.getByRole('link', { name: /^Open REQ-\d+ as the member sees it$/ }).click();
      await waitForHydration(operator);
      const site = operator.getByRole('region', { name: removal.siteName ?? removal.domain });
      const letter = site.getByRole('region', { name: 'The letter to send' });
      await expect(letter.getByTestId('letter-subject')).toContainText(caseNumber);
      const body = letter.getByTestId('letter-body');
      await expect(body).toContainText('Travis County District Court entered an order of');
      await expect(body).toContainText(`case number ${caseNumber}`);
      await expect(body).toContainText(`Page: ${listingOf(removal)}`);
      for (const other of siteRemovals.filter((item) => item.id !== removal.id)) {
        await expect(body).not.toContainText(listingOf(other));
      }
      await expect(letter.getByRole('heading', { name: 'Where to send it' })).toBeVisible();
      await expect(letter.getByText(`How ${removal.siteName} takes requests:`, { exact: false })).toBeVisible();
      // The order the letter goes with: the file the attorney uploaded.
      const order = await operator.request.get(
        (await letter.getByRole('link', { name: 'Download the court order' }).getAttribute('href')) ?? '',
      );
      expect(order.status()).toBe(200);
      expect((await order.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await letter.getByRole('button', { name: 'Copy the letter' }).click();
      await expect(letter.getByRole('status')).toHaveText(/^The letter is copied/);
      const subject = await letter.getByTestId('letter-subject').textContent();
      expect(await operator.evaluate(() => navigator.clipboard.readText())).toBe(
        `${subject}\n\n${await body.textContent()}`,
      );
      if (index === 0) {
        await expectAccessible(operator);
        await operator.setViewportSize(PHONE);
        await expectFits(operator);
        await operator.setViewportSize(DESKTOP);
      }
      await operator.goto('/dashboard/admin/removals');
      await waitForHydration(operator);
      await operator.getByRole('searchbox', { name: 'Find' }).fill(removal.reference);
      row = operator.getByRole('listitem', { name: new RegExp(`^${removal.reference} `) });
      await row.getByRole('button', { name: 'Claim' }).click();
      await row.getByLabel('New status').selectOption('submitted');
      await row.getByLabel('Note for the timeline').fill(`Court order ${caseNumber} sent with the removal request`);
      await row.getByRole('button', { name: 'Change status' }).click();
      await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    }
    await operator.context().close();

    // The sites act on the order: UniCourt's page answers 404, Trellis's shows no trace of the case.
    sites.show('unicourt', 'gone-404');
    sites.show('trellis', 'listing-gone');
    // The member asks for a check of each page; the verdicts come from the pages themselves.
    for (const removal of siteRemovals) {
      await page.goto(`/dashboard/requests/${takedownOf(removal.id).id}`);
      await waitForHydration(page);
      const site = page.getByRole('region', { name: removal.siteName ?? removal.domain });
      await expect(site.getByText(/with the court order on file\.$/)).toBeVisible();
      // The member sees that our team sent the order, and the letter it went with.
      await expect(site.getByText(/team sends this letter to .+ through the site's own contact route/)).toBeVisible();
      await expect(site.getByText(/^Read the letter: Court order to remove a sealed case: /)).toBeVisible();
      await site.getByRole('button', { name: 'Check the page now' }).click();
      await expect(site.getByText('Checked just now: the page no longer shows the listing.')).toBeVisible({
        timeout: 90_000,
      });
      await expect(site.getByRole('heading', { name: 'Before: Page saved' })).toBeVisible();
      await expect(site.getByRole('heading', { name: 'After: Removed' })).toBeVisible();
      await expect(site.getByText(/^Verified: /)).toBeVisible();
    }
    await page.goto(`/dashboard/court-records/cases/${caseId}`);
    await waitForHydration(page);
    await expect(page.getByText('The case is gone from every page where we found it.')).toBeVisible();
    await expect(pages.getByTestId('appearance-status')).toHaveText(Array(appearances).fill('Removed'));
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectFits(page);
    expect(problems).toEqual([]);
  } finally {
    await sites.close();
  }
});
