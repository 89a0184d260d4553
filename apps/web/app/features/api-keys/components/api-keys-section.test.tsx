import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '~/lib/toast';
import { ApiKeysSection } from './api-keys-section';

const SECRET = `cdk_${'a1B2'.repeat(10)}xyz`;
type Key = {
  id: string;
  name: string;
  scope: string;
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
const key = (id: string, name: string, scope: string): Key => ({
  id,
  name,
  scope,
  hint: 'cdk_a1B2…',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The keys routes, holding their list in memory. */
function server() {
  const keys: Key[] = [];
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { name?: string; scope?: string }) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/api-keys' && method === 'GET') return json({ keys });
      if (url.pathname === '/api/api-keys' && method === 'POST') {
        const created = key(`k${keys.length + 1}`, body?.name ?? '', body?.scope ?? '');
        keys.unshift(created);
        return json({ key: created, secret: SECRET }, 201);
      }
      const revoke = /^\/api\/api-keys\/(.+)$/.exec(url.pathname);
      if (revoke && method === 'DELETE') {
        const found = keys.find((item) => item.id === revoke[1]);
        if (found) {
          found.revokedAt = '2026-11-24T12:00:00.000Z';
          return json({ key: found });
        }
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiKeysSection />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('ApiKeysSection', () => {
  it('makes a named write key, shows it once, lists it and revokes it', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderSection();
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();

    await user.type(screen.getByLabelText('Key name'), 'Budget app');
    await user.click(screen.getByLabelText('Read and write'));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByLabelText('API key')).toHaveProperty('value', SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Budget app', scope: 'write' });
    const row = (await screen.findByText('Budget app')).closest('li');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Read and write')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revoke API key Budget app' }));
    await waitFor(() => expect(screen.getByText('Revoked')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Revoke API key Budget app' })).toBeNull();
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderSection();
    await screen.findByText('You have no API keys.');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name, such as the app that will use it.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
