import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembersList } from './members-list';

const ADMIN = {
  id: 'admin-1',
  email: 'olive@example.com',
  firstName: 'Olive',
  lastName: 'Operator',
  emailVerified: true,
  phoneNumber: null,
  phoneNumberVerified: false,
  twoFactorEnabled: false,
  isAdmin: true,
};
const member = (id: string, name: string, extra: object = {}) => ({
  id,
  name,
  email: `${id}@example.com`,
  joinedAt: '2026-03-04T10:00:00.000Z',
  status: 'active',
  isAdmin: false,
  planId: 'premium',
  openRequests: 2,
  suspendedReason: null,
  ...extra,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The session, the member list (answering whatever filter is asked) and the suspend route. */
function server(members: object[]) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/identity/session') return json({ user: ADMIN });
      if (url.pathname === '/api/admin/members')
        return json({ members, total: members.length, page: Number(url.searchParams.get('page') ?? 1), pageSize: 25 });
      if (url.pathname.endsWith('/suspend'))
        return json({ member: member('m1', 'Mina Member', { status: 'suspended', suspendedReason: 'Fraud' }) });
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderList() {
  const Stub = createRoutesStub([{ path: '/', Component: MembersList }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MembersList', () => {
  it('shows each member with the joined date, plan and open requests, and no suspend for oneself or an admin', async () => {
    server([
      member('m1', 'Mina Member'),
      member('admin-1', 'Olive Operator', { isAdmin: true, planId: null }),
      member('a2', 'Other Admin', { isAdmin: true }),
    ]);
    renderList();
    const row = await screen.findByRole('listitem', { name: 'Mina Member' });
    expect(within(row).getByText('Mar 4, 2026')).toBeTruthy();
    expect(within(row).getByText('Premium')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Suspend…' })).toBeTruthy();
    const self = screen.getByRole('listitem', { name: 'Olive Operator' });
    expect(within(self).queryByRole('button', { name: 'Suspend…' })).toBeNull();
    expect(within(self).getByText('No plan')).toBeTruthy();
    const admin = screen.getByRole('listitem', { name: 'Other Admin' });
    expect(within(admin).queryByRole('button', { name: 'Suspend…' })).toBeNull();
  });

  it('sends the search and filters, each from the first page', async () => {
    const calls = server([]);
    renderList();
    expect(await screen.findByText('No members yet.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find' }), 'mina');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'none');
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/api/admin/members').at(-1);
      expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
        q: 'mina',
        status: 'suspended',
        plan: 'none',
        page: '1',
      });
    });
    expect(await screen.findByText('No members match these filters.')).toBeTruthy();
  });

  it('asks for a reason before it suspends, then sends it', async () => {
    const calls = server([member('m1', 'Mina Member')]);
    renderList();
    const row = await screen.findByRole('listitem', { name: 'Mina Member' });
    await userEvent.click(within(row).getByRole('button', { name: 'Suspend…' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Suspend member' }));
    expect(await within(row).findByText('Give a reason')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(row).getByRole('textbox', { name: /Why suspend Mina Member/ }), 'Fraud');
    await userEvent.click(within(row).getByRole('button', { name: 'Suspend member' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { reason: 'Fraud' } }),
    );
    expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe('/api/admin/members/m1/suspend');
  });

  it('says in words when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/identity/session')
          ? json({ user: ADMIN })
          : json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, 500),
      ),
    );
    renderList();
    expect((await screen.findByRole('alert')).textContent).toMatch(/We could not load the members/);
  });
});
