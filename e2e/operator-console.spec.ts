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
import { createMember, operatorPage } from './members';

const SECTIONS = [
  { name: 'Queue', path: '/dashboard/admin/removals', heading: 'Operator console' },
  { name: 'Members', path: '/dashboard/admin/members', heading: 'Members' },
  { name: 'Inbox', path: '/dashboard/admin/inbox', heading: 'Inbox' },
  { name: 'Audit log', path: '/dashboard/admin/audit', heading: 'Audit log' },
  { name: 'Outbox', path: '/dashboard/admin/outbox', heading: 'Outbox' },
  { name: 'Registry', path: '/dashboard/admin/registry', heading: 'Broker registry' },
];

test('an admin moves through every console section, suspends a member and finds it in the audit log', async ({
  page,
  browser,
  problems,
}) => {
  // Ten pages, each checked by axe at two widths: minutes on a loaded shared machine.
  test.setTimeout(480_000);
  // A member with a session of their own, and a contact message waiting in the inbox.
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const member = await createMember(page, `suspend.${stamp}@example.com`, { firstName: 'Sasha', lastName: 'Quill' });
  const contact = await page.request.post('/api/contact', {
    data: {
      name: 'Pat Writer',
      email: `pat.${stamp}@example.com`,
      topic: 'Billing',
      message: `<b>Invoice</b> ${stamp}`,
    },
    headers: { origin: test.info().project.use.baseURL ?? '' },
  });
  expect(contact.status(), await contact.text()).toBe(201);

  const admin = await operatorPage(browser);
  const adminProblems: string[] = [];
  admin.on('pageerror', (error) => adminProblems.push(`pageerror: ${error.message}`));
  admin.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      adminProblems.push(`console: ${message.text()}`);
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    await admin.setViewportSize(viewport);
    for (const section of SECTIONS) {
      await admin.goto(section.path);
      await waitForHydration(admin);
      await expect(admin.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      const nav = admin.getByRole('navigation', { name: 'Operator console sections' });
      await expect(nav.getByRole('link', { name: section.name })).toHaveAttribute('aria-current', 'page');
      await expect(admin.getByRole('alert')).toHaveCount(0);
      await expectFits(admin);
      if (viewport === DESKTOP) await expectAccessible(admin);
      else await expectContrast(admin);
    }
  }

  // The sections are real links, each to its own URL.
  await admin.goto('/dashboard/admin/members');
  await waitForHydration(admin);
  await admin
    .getByRole('navigation', { name: 'Operator console sections' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  await expect(admin).toHaveURL(/\/dashboard\/admin\/inbox$/);

  // The inbox shows the message as text (no markup), and marks it handled.
  const message = admin.getByRole('listitem').filter({ hasText: stamp });
  await expect(message.getByText(`<b>Invoice</b> ${stamp}`)).toBeVisible();
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByText('Marked handled').first()).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(0);

  // Members: find the member, suspend them; the reason is required.
  await admin.goto('/dashboard/admin/members');
  await waitForHydration(admin);
  await admin.getByRole('searchbox', { name: 'Find' }).fill(member.email);
  const row = admin.getByRole('listitem').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Suspend…' }).click();
  await row.getByRole('button', { name: 'Suspend member' }).click();
  await expect(row.getByText('Give a reason')).toBeVisible();
  await row.getByRole('textbox', { name: /Why suspend/ }).fill('Chargeback fraud reported by the bank');
  await row.getByRole('button', { name: 'Suspend member' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText('Chargeback fraud reported by the bank')).toBeVisible();
  await expectFits(admin);

  // The member's session ended at once.
  const afterwards = await page.request.get('/api/identity/session');
  expect(((await afterwards.json()) as { user?: unknown }).user ?? null).toBeNull();

  // The audit log has both actions, newest first, and filters by action.
  await admin.goto('/dashboard/admin/audit');
  await waitForHydration(admin);
  const entries = admin.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  // Generic read entries (issue 32: every operator read is audited) may come after the suspension.
  const suspended = entries.filter({ hasText: 'Suspended a member' }).first();
  await expect(suspended).toContainText(member.email);
  await expect(suspended).toContainText('Chargeback fraud reported by the bank');
  await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Marked a message handled' });
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Contact message: Billing');
  await expectAccessible(admin);

  expect(adminProblems).toEqual([]);
  expect(problems).toEqual([]);
  await admin.context().close();
});
