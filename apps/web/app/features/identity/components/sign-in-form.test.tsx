import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { sessionQueryKey } from '~/hooks/use-session';
import { SignInForm } from './sign-in-form';

type Answer = { status: number; body: unknown };

/** Answers the API calls in order, and keeps each call's path and body. */
function stubApi(answers: Answer[]) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchStub = vi.fn((path: string, init?: RequestInit) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body });
    const answer = answers.shift() ?? { status: 200, body: { user: null } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

function renderAt(entry: string) {
  const Stub = createRoutesStub([
    { path: '/login', Component: () => <SignInForm /> },
    { path: '/dashboard', Component: () => <h1>Overview</h1> },
    { path: '/dashboard/search', Component: () => <h1>Search page</h1> },
    { path: '/verify-email', Component: () => <h1>Verify your email</h1> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: null });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[entry]} />
    </QueryClientProvider>,
  );
}

async function signInAs(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in form (plain DOM behaviour under React)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('names each missing field under it and sends nothing', async () => {
    const calls = stubApi([]);
    renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.').hidden).toBe(false);
    expect(screen.getByText('Enter your password.').hidden).toBe(false);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('sign-in-email-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(calls).toEqual([]);
  });

  it('says why a wrong password failed and keeps what was typed', async () => {
    stubApi([{ status: 401, body: { error: { code: 'invalid_credentials', message: 'Invalid email or password.' } } }]);
    renderAt('/login');
    await signInAs('jane@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jane@example.com');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for the second factor, then goes on to where the member was going', async () => {
    const calls = stubApi([
      { status: 200, body: { status: 'needs_second_factor' } },
      { status: 200, body: { status: 'complete' } },
    ]);
    renderAt('/login?from=%2Fdashboard%2Fsearch');
    await signInAs('jane@example.com', 'Quiet-Harbor-Lantern-42');
    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/identity/sign-in', '/api/identity/sign-in/two-factor']),
    );
    expect(calls.find((call) => call.path === '/api/identity/sign-in/two-factor')?.body).toEqual({ code: '123456' });
  });

  it('sends an address not yet verified to its emailed code', async () => {
    stubApi([{ status: 200, body: { status: 'needs_email_verification', attemptId: 'attempt-1' } }]);
    renderAt('/login');
    await signInAs('jane@example.com', 'Quiet-Harbor-Lantern-42');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.signUpAttemptId)).toBe('attempt-1');
  });

  it('ignores a `from` that leads off the site', async () => {
    stubApi([{ status: 200, body: { status: 'complete' } }]);
    renderAt('/login?from=%2F%2Fevil.example');
    await signInAs('jane@example.com', 'Quiet-Harbor-Lantern-42');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
  });
});
