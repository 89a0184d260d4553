import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistryTable } from './registry-table';

const broker = (id: number, company: string, route: string, routeReason: string | null) => ({
  id,
  company,
  registryUrl: `https://${company.toLowerCase().replace(/\W+/g, '')}.example/privacy`,
  requestUrl: null,
  answered: true,
  flags: { minors: id === 1, location: true, reproductiveHealth: false },
  alsoFiledBy: null,
  route,
  routeReason,
  classifiedAt: routeReason ? '2026-11-22T03:30:00.000Z' : null,
});

const CATALOGUE = {
  brokers: [
    broker(1, 'Acme Data', 'email', 'The page asks for requests by email to privacy@acmedata.example.'),
    broker(2, 'Beta People', 'portal', 'The request form of OneTrust is on the page.'),
    broker(3, 'Gamma Lists', 'not-yet-classified', null),
  ],
  counts: { email: 1, portal: 1, 'not-yet-classified': 1 },
};

afterEach(() => vi.unstubAllGlobals());

function renderTable() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(CATALOGUE), { headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegistryTable />
    </QueryClientProvider>,
  );
}

describe('RegistryTable', () => {
  it('shows each broker’s route and why, and the count of brokers per route', async () => {
    renderTable();
    const acme = await screen.findByRole('row', { name: /Acme Data/ });
    expect(within(acme).getByText('Email')).toBeTruthy();
    expect(within(acme).getByText(/privacy@acmedata\.example/)).toBeTruthy();
    expect(within(acme).getByText('minors, location')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Gamma Lists/ })).getByText('Not yet classified')).toBeTruthy();
    const counts = screen.getByLabelText('Brokers per route');
    expect(within(counts).getByText('Privacy portal or form builder').nextSibling?.textContent).toBe('1');
  });

  it('filters by route', async () => {
    renderTable();
    await screen.findByRole('row', { name: /Acme Data/ });
    await userEvent.selectOptions(screen.getByLabelText('Route'), 'portal');
    expect(screen.getByRole('row', { name: /Beta People/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Acme Data/ })).toBeNull();
  });
});
