import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '~/hooks/use-session';
import Login from './login';
import SignUp from './signup';

const MEMBER = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  emailVerified: true,
  phoneNumber: null,
  phoneNumberVerified: false,
  twoFactorEnabled: false,
  isAdmin: false,
};

function renderAt(entry: string) {
  const Stub = createRoutesStub([
    { path: '/login', Component: Login },
    { path: '/signup', Component: SignUp },
    { path: '/dashboard', Component: () => <h1>Overview</h1> },
    { path: '/dashboard/search', Component: () => <h1>Search page</h1> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: MEMBER });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[entry]} />
    </QueryClientProvider>,
  );
}

describe('sign-in and sign-up pages for a member who is signed in', () => {
  it('sends the member on from /login to the dashboard', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
  });

  it('sends the member on from /login to where they were going', async () => {
    renderAt('/login?from=%2Fdashboard%2Fsearch');
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeTruthy();
  });

  it('sends the member on from /signup', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
  });
});
