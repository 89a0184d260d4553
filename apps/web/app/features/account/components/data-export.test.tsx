import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataExport } from './data-export';

const ID = '5d0c6a1e-8f3b-4c2a-9e7d-1b2c3d4e5f60';

function job(status: 'queued' | 'running' | 'ready', done: number) {
  return {
    export: {
      id: ID,
      format: 'zip',
      status,
      progress: { done, total: 12 },
      byteSize: status === 'ready' ? 48_300 : null,
      createdAt: '2026-11-28T09:00:00.000Z',
      finishedAt: status === 'ready' ? '2026-11-28T09:00:05.000Z' : null,
    },
  };
}

function renderExport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DataExport />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DataExport', () => {
  it('prepares a ZIP of spreadsheets, shows its progress and offers the download once ready', async () => {
    const user = userEvent.setup();
    const polls = [job('running', 3), job('ready', 12)];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json(job('queued', 0), { status: 202 })
        : Response.json(polls.length > 1 ? polls.shift() : polls[0]),
    );
    vi.stubGlobal('fetch', fetch);
    renderExport();

    await user.click(screen.getByRole('radio', { name: /Spreadsheets \(ZIP of CSV files\)/ }));
    await user.click(screen.getByRole('button', { name: 'Prepare my data' }));

    expect(await screen.findByText('3 of 12 kinds of data gathered')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Preparing your data' }).getAttribute('aria-valuenow')).toBe('3');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/account/exports');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ format: 'zip' });

    const link = await screen.findByRole('link', { name: /^Download my data/ });
    expect(link.getAttribute('href')).toBe(`/api/account/exports/${ID}/file`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so in plain words when the copy cannot be started', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: {
              code: 'rate_limited',
              message: 'You have asked for several copies this hour. Please try again later.',
            },
          },
          { status: 429 },
        ),
      ),
    );
    renderExport();
    await user.click(screen.getByRole('button', { name: 'Prepare my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You have asked for several copies this hour. Please try again later.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Prepare my data' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByRole('link', { name: /^Download my data/ })).toBeNull();
  });
});
