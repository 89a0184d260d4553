import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '~/components/errors/not-found-page';
import { sessionQueryKey } from '~/hooks/use-session';
import { Header } from './header';

function renderNotFound(client: QueryClient) {
  const Page = () => (
    <>
      <Header />
      <NotFoundPage />
    </>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/no-such-page']} />
    </QueryClientProvider>,
  );
}

const actions = () => within(screen.getByRole('banner'));

afterEach(() => vi.unstubAllGlobals());

describe('the public header on the Page Not Found page', () => {
  it('shows a visitor Login and Get Started, as every public page does', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, { user: null });
    renderNotFound(client);
    expect(actions().getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(actions().getAllByRole('link', { name: 'Get Started' }).length).toBeGreaterThan(0);
  });

  it('shows them while the session is still unknown (the prerendered page, a slow hydration)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderNotFound(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(actions().getAllByRole('link', { name: 'Login' })[0]?.getAttribute('href')).toBe('/login');
    expect(actions().getAllByRole('link', { name: 'Get Started' })[0]?.getAttribute('href')).toBe('/onboarding');
  });
});
