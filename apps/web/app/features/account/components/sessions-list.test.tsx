import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionsList } from './sessions-list';

const sessions = {
  sessions: [
    {
      id: 'f0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b',
      createdAt: '2026-11-28T09:00:00.000Z',
      expiresAt: '2026-12-05T09:00:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
      device: { summary: 'Safari on iOS', kind: 'phone' },
      isCurrent: true,
    },
    {
      id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
      createdAt: '2026-11-27T18:30:00.000Z',
      expiresAt: '2026-12-04T18:30:00.000Z',
      ipAddress: '198.51.100.24',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0',
      device: { summary: 'Chrome on Windows', kind: 'computer' },
      isCurrent: false,
    },
    {
      id: '1c2d3e4f-5061-4728-93a4-b5c6d7e8f901',
      createdAt: '2026-11-26T08:00:00.000Z',
      expiresAt: '2026-12-03T08:00:00.000Z',
      ipAddress: null,
      userAgent: null,
      device: { summary: 'Unknown device', kind: 'unknown' },
      isCurrent: false,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('SessionsList', () => {
  it('shows each session’s device and address, and marks this device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(sessions)),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SessionsList />
      </QueryClientProvider>,
    );
    const items = within(await screen.findByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [phone, computer, unknown] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(phone).getByText('Safari on iOS')).toBeTruthy();
    expect(within(phone).getByText('This device')).toBeTruthy();
    expect(within(phone).getByText('Phone · From 203.0.113.7')).toBeTruthy();
    expect(within(phone).queryByRole('button')).toBeNull();
    expect(within(computer).getByText('Computer · From 198.51.100.24')).toBeTruthy();
    expect(within(computer).queryByText('This device')).toBeNull();
    expect(within(computer).getByRole('button', { name: 'Sign out this session' })).toBeTruthy();
    expect(within(unknown).getByText('Address not recorded')).toBeTruthy();
  });
});
