import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '~/lib/toast';
import { SecretManagement } from './secret-management';
import { differenceInHours } from 'date-fns';

const META = {
  name: 'GOOGLE_CSE_KEY',
  scope: 'direct',
  expiresAt: '2099-01-01T00:00:00.000Z',
  expired: false,
  keyId: 'abc123def456',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server() {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      if (method === 'POST')
        posts.push({ path, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      if (path === '/api/admin/secrets' && method === 'GET') {
        return json({ configured: true, currentKeyId: 'abc123def456', secrets: [META] });
      }
      if (path === '/api/admin/secrets' && method === 'POST') return json({ ...META, name: 'BRAVE_KEY' }, 201);
      if (path === '/api/admin/secrets/secure-secret') {
        return json({ name: META.name, scope: META.scope, expiresAt: META.expiresAt });
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return posts;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SecretManagement />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('SecretManagement', () => {
  it('lists metadata, stores a value with an expiry in days, and shows secure-secret without a value', async () => {
    const user = userEvent.setup();
    const posts = server();
    renderPage();
    const item = (await screen.findByText('GOOGLE_CSE_KEY')).closest('li');
    expect(within(item as HTMLElement).getByText(/Scope direct/)).toBeTruthy();

    const store = screen.getByRole('button', { name: 'Store the secret' }).closest('form') as HTMLElement;
    await user.type(within(store).getByLabelText('Name'), 'BRAVE_KEY');
    await user.type(within(store).getByLabelText('Value'), 'brave-secret');
    await user.type(within(store).getByLabelText('Expires in (days)'), '30');
    await user.click(within(store).getByRole('button', { name: 'Store the secret' }));
    await vi.waitFor(() => expect(posts.some((post) => post.path === '/api/admin/secrets')).toBe(true));
    const sent = posts.find((post) => post.path === '/api/admin/secrets')?.body ?? {};
    expect(sent).toMatchObject({ name: 'BRAVE_KEY', scope: 'direct', value: 'brave-secret' });
    const days = differenceInHours(new Date(String(sent.expiresAt)), new Date()) / 24;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const lookup = screen.getByRole('button', { name: 'Ask for the secret' }).closest('form') as HTMLElement;
    await user.type(within(lookup).getByLabelText('Name'), 'GOOGLE_CSE_KEY');
    await user.click(within(lookup).getByRole('button', { name: 'Ask for the secret' }));
    expect(await screen.findByText(/metadata only, never the value/)).toBeTruthy();
    expect(screen.getByText(/"expiresAt": "2099-01-01T00:00:00.000Z"/)).toBeTruthy();
  });

  it('refuses a name that is not in capitals before sending', async () => {
    const user = userEvent.setup();
    const posts = server();
    renderPage();
    const store = (await screen.findByRole('button', { name: 'Store the secret' })).closest('form') as HTMLElement;
    await user.type(within(store).getByLabelText('Name'), 'lower_case');
    await user.type(within(store).getByLabelText('Value'), 'x');
    await user.click(within(store).getByRole('button', { name: 'Store the secret' }));
    expect(await within(store).findByText(/capital letters, digits and underscores/)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });
});
