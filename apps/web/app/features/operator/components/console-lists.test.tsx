import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditList } from './audit-list';
import { InboxList } from './inbox-list';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function serve(answer: (url: URL, method: string) => unknown) {
  const calls: { url: URL; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      return json(answer(url, method));
    }),
  );
  return calls;
}

function renderWith(Component: ComponentType) {
  const Stub = createRoutesStub([{ path: '/', Component }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const MESSAGE = {
  id: 'c1',
  name: 'Pat Writer',
  email: 'pat@example.com',
  topic: 'Billing',
  message: '<b>Hello</b>\nSecond line',
  createdAt: '2026-03-04T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
};

describe('InboxList', () => {
  it('shows the message as text, and marks it handled', async () => {
    const calls = serve((url, method) =>
      method === 'POST'
        ? { message: { ...MESSAGE, handledAt: '2026-03-05T10:00:00.000Z', handledBy: 'Olive Operator' } }
        : { messages: [MESSAGE], total: 1, page: 1, pageSize: 25 },
    );
    renderWith(InboxList);
    const item = await screen.findByRole('listitem', { name: 'Billing' });
    expect(within(item).getByText(/<b>Hello<\/b>/)).toBeTruthy();
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      'mailto:pat%40example.com?subject=Re%3A%20Billing',
    );
    expect(calls[0]?.url.searchParams.get('state')).toBe('open');
    await userEvent.click(within(item).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe('/api/admin/inbox/c1/handled'),
    );
  });

  it('says when there is nothing open', async () => {
    serve(() => ({ messages: [], total: 0, page: 1, pageSize: 25 }));
    renderWith(InboxList);
    expect(await screen.findByText('No open messages yet.')).toBeTruthy();
  });
});

describe('AuditList', () => {
  it('names the operator, the action, its target and the change, and filters by action', async () => {
    const calls = serve(() => ({
      total: 1,
      page: 1,
      pageSize: 25,
      actions: ['status', 'suspend-member'],
      operators: [{ id: 'o1', name: 'Olive Operator', email: 'olive@example.com' }],
      entries: [
        {
          id: 'e1',
          action: 'status',
          operator: { id: 'o1', name: 'Olive Operator', email: 'olive@example.com' },
          member: { id: 'm1', name: 'Mina Member', email: 'mina@example.com' },
          removalReference: 'REM-0042',
          details: { from: 'submitted', to: 'removed' },
          createdAt: '2026-03-04T10:00:00.000Z',
        },
      ],
    }));
    renderWith(AuditList);
    const entry = await screen.findByRole('listitem');
    expect(entry.textContent).toContain('Changed a removal’s status');
    expect(entry.textContent).toContain('Olive Operator');
    expect(entry.textContent).toContain('Mina Member (mina@example.com) · REM-0042');
    expect(entry.textContent).toContain('From Submitted to Removed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'suspend-member');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('action')).toBe('suspend-member'));
    expect(
      within(screen.getByRole('combobox', { name: 'Operator' })).getByRole('option', {
        name: 'Olive Operator (olive@example.com)',
      }),
    ).toBeTruthy();
  });
});
