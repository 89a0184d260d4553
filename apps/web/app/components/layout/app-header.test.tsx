import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey } from '~/hooks/use-session';
import { useUiStore } from '~/lib/ui-store';
import { AppHeader } from './app-header';
import { DashboardMenuButton, DashboardSidebar } from './dashboard-sidebar';

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

function Shell() {
  return (
    <>
      <AppHeader renderBell={() => <button type="button">Notifications</button>} menuButton={<DashboardMenuButton />} />
      <DashboardSidebar />
      <Outlet />
    </>
  );
}

function renderShell(user = MEMBER) {
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        { path: '/dashboard', Component: () => <h1>Overview</h1> },
        { path: '/dashboard/requests', Component: () => <h1>Requests page</h1> },
      ],
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/dashboard']} />
    </QueryClientProvider>,
  );
}

afterEach(() => useUiStore.setState({ isNavOpen: false }));

describe('the member area header', () => {
  it('leads to the overview, with the bell and Sign out, and no marketing links', async () => {
    renderShell();
    const banner = await screen.findByRole('banner');
    expect(screen.getByRole('link', { name: 'ClearDocket dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(banner.textContent).not.toMatch(/Pricing|Services|Admin/);
  });

  it('shows an operator the Admin badge', async () => {
    renderShell({ ...MEMBER, isAdmin: true });
    expect(await screen.findByText('Admin', { exact: true })).toBeTruthy();
  });

  it('opens the phone navigation, closes it with Escape (focus back on the button) and on a link', async () => {
    const user = userEvent.setup();
    renderShell();
    const menu = await screen.findByRole('button', { name: 'Dashboard menu' });
    expect(menu.getAttribute('aria-controls')).toBe(screen.getByRole('navigation', { name: 'Dashboard' }).id);
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.textContent).toBe('Close dashboard menu');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Requests' }));
    expect(await screen.findByRole('heading', { name: 'Requests page' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
