import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelationshipForm } from './relationship-form';

const ONBOARDING = {
  step: 'pricing',
  profile: {
    id: '6f1c1d5e-2b1a-4c7e-9a55-0c1f2f7d3a11',
    kind: 'family',
    label: 'Ruth Okafor',
    firstName: 'Ruth',
    lastName: 'Okafor',
    companyName: null,
    relation: 'parent',
    consentAt: '2026-11-24T10:00:00.000Z',
    consentStatus: 'none',
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  planId: null,
  paymentChoice: null,
  agreementSigned: false,
  trialEndsAt: '2026-12-08T10:00:00.000Z',
  firstCharge: null,
  completed: false,
};

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RelationshipForm profile={null} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

afterEach(() => vi.restoreAllMocks());

describe('RelationshipForm', () => {
  it('asks a family member’s name, relation and consent, and sends nothing without the consent', async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'A family member' }));
    await user.type(screen.getByLabelText('Their first name'), 'Ruth');
    await user.type(screen.getByLabelText('Their last name'), 'Okafor');
    await user.selectOptions(screen.getByLabelText('How you are related'), 'parent');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('We can act for a family member only with their permission')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Their first name') as HTMLInputElement).value).toBe('Ruth');
  });

  it('sends only the chosen kind’s fields and goes on', async () => {
    const user = userEvent.setup();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(ONBOARDING), { headers: { 'content-type': 'application/json' } }));
    const onDone = renderForm();
    await user.click(screen.getByRole('radio', { name: 'My business' }));
    await user.type(screen.getByLabelText('Business name'), 'Okafor Tailoring LLC');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'business', companyName: 'Okafor Tailoring LLC' });
  });

  it('refuses markup in a business name on its field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'My business' }));
    await user.type(screen.getByLabelText('Business name'), 'Acme <script>');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A name cannot contain < > { } [ ] \\ or `')).toBeTruthy();
  });
});
