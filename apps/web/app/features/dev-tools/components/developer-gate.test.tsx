import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeveloperGate } from './developer-gate';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STATUS = {
  environment: 'production',
  access: 'operator',
  nodeVersion: 'v22.0.0',
  searchProvider: 'offline',
  startedAt: '2026-11-24T20:00:00.000Z',
};

function renderGate(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([
    {
      path: '/examples',
      Component: () => (
        <DeveloperGate>
          <h1>Examples</h1>
        </DeveloperGate>
      ),
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/examples']} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the developer pages gate', () => {
  it('shows the page when the server lets this visitor in', async () => {
    const fetchMock = renderGate(json(200, STATUS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Examples' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/dev/status', expect.objectContaining({ method: 'GET' }));
  });

  it('shows the real Page Not Found, not the page, when the server answers 404', async () => {
    renderGate(json(404, { error: { code: 'not_found', message: 'Not found' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Examples' })).toBeNull();
  });

  it('does not send a signed-out visitor to the sign-in page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderGate(json(401, { error: { code: 'unauthorized', message: 'Sign in' } }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Examples' })).toBeNull();
  });
});
