import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '~/hooks/use-session';
import VerifyCode from './verify-code';

describe('/verify-code for a visitor who is signed out', () => {
  it('does not claim a code was texted, and leads to sign-in', async () => {
    const Stub = createRoutesStub([{ path: '/verify-code', Component: VerifyCode }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, { user: null });
    render(
      <QueryClientProvider client={client}>
        <Stub initialEntries={['/verify-code']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Sign in first/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('We texted');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?from=%2Fverify-code');
  });
});

describe('/verify-code while the session is still loading', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('claims nothing until it knows who is there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const Stub = createRoutesStub([{ path: '/verify-code', Component: VerifyCode }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Stub initialEntries={['/verify-code']} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body.textContent).not.toContain('We texted');
  });
});

describe('/verify-code for a signed-in member', () => {
  it('offers a way on without the text (no SMS service, or no text came): the phone stays unverified', async () => {
    const Stub = createRoutesStub([{ path: '/verify-code', Component: VerifyCode }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, { user: { id: 'u1', email: 'jane@example.com', name: 'Jane Doe' } });
    render(
      <QueryClientProvider client={client}>
        <Stub initialEntries={['/verify-code']} />
      </QueryClientProvider>,
    );
    const onward = await screen.findByRole('link', { name: 'Continue without verifying' });
    expect(onward.getAttribute('href')).toBe('/dashboard/getting-started');
    expect(document.body.textContent).toContain('Your number stays unverified until you confirm it in Settings.');
  });
});
