import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSection } from './data-section';

afterEach(() => vi.unstubAllGlobals());

describe('Delete my account', () => {
  it('ends on the confirmation page, not on the home page and its promotion', async () => {
    const user = userEvent.setup();
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataSection />
      </QueryClientProvider>,
    );

    await user.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/account-deleted'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toContain('/api/account/delete');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmation: 'DELETE' });
  });
});
