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

function renderGate(answer: Response | Promise<Response>) {
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
  document.querySelectorAll('[data-server-html]').forEach((element) => element.remove());
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

  it('keeps the Page Not Found the server sent, without asking again, so hydration matches it', async () => {
    const served = document.createElement('div');
    served.dataset.serverHtml = '';
    served.innerHTML = '<section data-not-found-page><h1>Page Not Found</h1></section>';
    document.body.append(served);
    const fetchMock = renderGate(json(200, STATUS));
    // The served page and the gate's own: both the Page Not Found, never the developer page.
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Examples' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner, not Page Not Found, while the page of an operator loads', async () => {
    renderGate(new Promise<Response>(() => undefined));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Examples' })).toBeNull();
  });
});
