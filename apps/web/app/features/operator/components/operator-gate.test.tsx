import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '~/hooks/use-session';
import { OperatorGate } from './operator-gate';

const USER = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Operator',
  emailVerified: true,
  phoneNumber: null,
  phoneNumberVerified: false,
  twoFactorEnabled: false,
  isAdmin: false,
};

function renderFor(user: typeof USER) {
  const Stub = createRoutesStub([
    {
      path: '/dashboard/admin/removals',
      Component: () => (
        <OperatorGate>
          <h1>The queue</h1>
        </OperatorGate>
      ),
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/dashboard/admin/removals']} />
    </QueryClientProvider>,
  );
}

describe('the operator console gate', () => {
  it('shows a member nothing of the console', async () => {
    renderFor(USER);
    expect(await screen.findByText('This page is for the ClearDocket operations team.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The queue' })).toBeNull();
  });

  it('sends an admin without two-factor to set it up', async () => {
    renderFor({ ...USER, isAdmin: true });
    expect(await screen.findByRole('heading', { name: 'Turn on two-factor authentication first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up two-factor' }).getAttribute('href')).toBe(
      '/dashboard/settings#two-factor',
    );
    expect(screen.queryByRole('heading', { name: 'The queue' })).toBeNull();
  });

  it('opens the console to an admin with two-factor', async () => {
    renderFor({ ...USER, isAdmin: true, twoFactorEnabled: true });
    expect(await screen.findByRole('heading', { name: 'The queue' })).toBeTruthy();
  });
});
