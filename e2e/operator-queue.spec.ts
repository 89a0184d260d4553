import { DESKTOP, PHONE, expect, expectAccessible, expectFits, test, waitForHydration } from './fixtures';
import { DEMO_MEMBER, createDemoMember, operatorPage } from './members';

test('the operator queue: figures, an internal note the member never sees, a bulk claim in the table', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(240_000);
  // A member with findings turned into requests (the Spokeo web form is an operator's work).
  const member = await createDemoMember(page);
  await page.goto('/dashboard/search');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'First name' }).fill(DEMO_MEMBER.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(DEMO_MEMBER.lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const create = page
    .getByRole('region', { name: 'Create requests' })
    .getByRole('button', { name: /^Create \d+ requests$/ });
  await expect(create).toBeVisible({ timeout: 15_000 });
  await create.click();
  await expect(page.getByText(/^\d+ takedown requests created$/)).toBeVisible();
  await page.goto('/dashboard/requests');
  await waitForHydration(page);
  await page.getByRole('listitem').filter({ hasText: 'Spokeo:' }).getByRole('link').click();
  await waitForHydration(page);
  const spokeoRef =
    (await page
      .getByRole('region', { name: 'Spokeo' })
      .getByText(/^REM-\d{6}$/)
      .textContent()) ?? '';

  // Read once the request's page is there (the click's navigation has finished).
  const detailUrl = page.url();
  const operator = await operatorPage(browser, { viewport: DESKTOP });
  await operator.goto('/dashboard/admin/removals');
  await waitForHydration(operator);
  const figures = operator.getByRole('region', { name: 'The queue at a glance' });
  await expect(figures.getByText('Open, under 7 days')).toBeVisible();
  await expect(figures.getByText('Overdue', { exact: true })).toBeVisible();

  // An internal note, kept apart from what is sent to the member.
  const secret = `Internal: Spokeo support line says call back Tuesday ${Date.now()}`;
  await operator.getByRole('searchbox', { name: 'Find' }).fill(spokeoRef);
  const card = operator.getByRole('listitem', { name: new RegExp(`^${spokeoRef} `) });
  await expect(card.getByRole('region', { name: 'Sent to the member' })).toBeVisible();
  const notes = card.getByRole('region', { name: 'Internal notes' });
  await expect(notes.getByRole('heading', { name: 'Internal notes · Only operators see this' })).toBeVisible();
  await notes.getByLabel('Internal note (only operators see this)').fill(secret);
  await notes.getByRole('button', { name: 'Save internal note' }).click();
  await expect(notes.getByText(secret)).toBeVisible();
  await expectAccessible(operator);

  // The table: every row of the member's on the page chosen, claimed at once.
  // The queue keeps the last search's rows on screen until the new answer comes: the rows are
  // counted once the table shows that answer (under load it once claimed the one row of the
  // previous search, and four of the member's stayed unclaimed).
  const answered = operator.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/removals' &&
      new URL(response.url()).searchParams.get('q') === member.email,
  );
  await operator.getByRole('searchbox', { name: 'Find' }).fill(member.email);
  const { queue } = (await (await answered).json()) as { queue: unknown[] };
  await operator.getByRole('button', { name: 'Table' }).click();
  const table = operator.getByRole('table', { name: 'Queue' });
  await expect(table.getByRole('row', { name: new RegExp(spokeoRef) })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(queue.length + 1);
  const rows = await table.getByRole('row').count();
  await table.getByRole('checkbox', { name: 'Choose every row on this page' }).check();
  const bulk = operator.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByText(`${rows - 1} chosen`)).toBeVisible();
  await bulk.getByRole('button', { name: 'Claim chosen' }).click();
  await expect(bulk.getByText(`Done for all ${rows - 1}.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(spokeoRef) }).getByText('Claimed by you')).toBeVisible();
  await expect(table.getByText('Unclaimed')).toHaveCount(0);
  await expectAccessible(operator);
  await expectFits(operator);
  // A phone keeps the cards, with nothing wider than the screen.
  await operator.setViewportSize(PHONE);
  await expect(table).toBeHidden();
  await expect(operator.getByRole('listitem', { name: new RegExp(`^${spokeoRef} `) })).toBeVisible();
  await expectFits(operator);
  await operator.context().close();

  // The member sees the operator at work, never the internal note.
  await page.goto(detailUrl);
  await waitForHydration(page);
  const spokeo = page.getByRole('region', { name: 'Spokeo' });
  await expect(spokeo.getByText('A ClearDocket specialist is working on this request.')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  expect(problems).toEqual([]);
});
