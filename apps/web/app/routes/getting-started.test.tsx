import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { searchKeys } from '~/features/search/api/search-keys';
import { sessionQueryKey } from '~/hooks/use-session';
import GettingStarted from './getting-started';

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

describe('getting started', () => {
  it('does not hold back a member who signed up without a phone (it was optional)', async () => {
    const Stub = createRoutesStub([{ path: '/dashboard/getting-started', Component: GettingStarted }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(sessionQueryKey, { user: MEMBER });
    client.setQueryData(searchKeys.history, [{}]);
    render(
      <QueryClientProvider client={client}>
        <Stub initialEntries={['/dashboard/getting-started']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('4 of 4 steps done.')).toBeTruthy();
    expect(screen.getByText('Complete your profile (first and last name)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Optional: add and verify a mobile phone/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/verified phone\)/);
  });
});
