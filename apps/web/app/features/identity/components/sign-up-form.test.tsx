import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { SignUpForm } from './sign-up-form';
import type { SignUpPrefill } from './sign-up-behaviour';

function renderSignUp(prefill?: SignUpPrefill) {
  const Stub = createRoutesStub([
    { path: '/signup', Component: () => <SignUpForm prefill={prefill} /> },
    { path: '/verify-email', Component: () => <h1>Verify your email</h1> },
  ]);
  render(<Stub initialEntries={['/signup']} />);
}

describe('sign-up form (plain DOM behaviour under React)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('names each problem under its field, keeping the hint among what describes it', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    renderSignUp();
    await userEvent.type(await screen.findByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of ['First name is required', 'Last name is required', 'Email is required']) {
      expect(screen.getByText(message).hidden).toBe(false);
    }
    expect(screen.getByText('Password must be at least 8 characters').hidden).toBe(false);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(
      'sign-up-password-error sign-up-password-hint',
    );
    expect(screen.getByLabelText('First name').getAttribute('maxlength')).toBe('100');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends the checked values and goes on to the emailed code', async () => {
    const fetchStub = vi.fn((_path: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 'needs_email_verification', attemptId: 'attempt-2' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderSignUp();
    await userEvent.type(await screen.findByLabelText('First name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Last name'), 'Doe');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Quiet-Harbor-Lantern-42');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.signUpAttemptId)).toBe('attempt-2');
    const [path, init] = fetchStub.mock.calls[0] ?? [];
    expect(path).toBe('/api/identity/sign-up');
    expect(JSON.parse(String(init?.body))).toMatchObject({ firstName: 'Jane', email: 'jane@example.com' });
  });

  it('fills in what the assessment lead told us, only into empty fields', async () => {
    renderSignUp({ firstName: 'Jordan', lastName: 'Miller', email: 'jordan@example.com' });
    expect((await screen.findByLabelText<HTMLInputElement>('First name')).value).toBe('Jordan');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('jordan@example.com');
  });
});
