import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agreementSections, agreementText, AGREEMENT_CONSENTS } from '@cleardocket/domain/agreement/agreement';
import type { Agreement } from '@cleardocket/domain/agreement/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgreementForm } from './agreement-form';

const VERSION = '2026-11';
const AGREEMENT: Agreement = {
  version: VERSION,
  title: 'ClearDocket Service Agreement',
  sections: agreementSections(VERSION),
  text: agreementText(VERSION),
  sha256: 'a'.repeat(64),
  consents: AGREEMENT_CONSENTS.map(({ id, label }) => ({ id, label })),
  accountName: 'Jane Doe',
  status: 'unsigned',
  signature: null,
};
const SIGNATURE = {
  id: '0b7f3c52-2f4e-4b8e-9a53-6a3c1e7d9f10',
  version: VERSION,
  sha256: 'a'.repeat(64),
  typedName: 'jane doe',
  signedAt: '2026-11-24T14:05:00.000Z',
  ipAddress: '203.0.113.9',
  pdfUrl: '/api/agreement/signatures/0b7f3c52-2f4e-4b8e-9a53-6a3c1e7d9f10/pdf',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')));
      return answer();
    }),
  );
  return bodies;
}

function renderForm(onSigned = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AgreementForm agreement={AGREEMENT} onSigned={onSigned} />
    </QueryClientProvider>,
  );
  return onSigned;
}

async function tickAll(user: ReturnType<typeof userEvent.setup>) {
  for (const consent of AGREEMENT_CONSENTS) await user.click(screen.getByLabelText(consent.label));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AgreementForm', () => {
  it('shows the agreement’s sections in a scrollable region the keyboard can reach', () => {
    server(() => json(500, {}));
    renderForm();
    const region = screen.getByRole('region', { name: 'ClearDocket Service Agreement' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('heading', { name: '3. The limited authorisation to act as your agent' })).toBeTruthy();
    expect(screen.getByText(/SHA-256 of this exact text: a{64}/)).toBeTruthy();
  });

  it('requires every consent box and sends nothing until they are ticked', async () => {
    const bodies = server(() => json(201, { signature: SIGNATURE }));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your full name, as your signature'), 'Jane Doe');
    await user.click(screen.getByLabelText(AGREEMENT_CONSENTS[0].label));
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findAllByText('Tick this box to sign.')).toHaveLength(2);
    expect(bodies).toEqual([]);
  });

  it('says which name to type when it is not the account’s, keeping what was typed', async () => {
    const bodies = server(() => json(201, { signature: SIGNATURE }));
    const user = userEvent.setup();
    renderForm();
    await tickAll(user);
    const name = screen.getByLabelText('Your full name, as your signature');
    await user.type(name, 'Jane Smith');
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(
      await screen.findByText(
        'Type your full name as it is on your account: Jane Doe. Capitals and spaces do not matter.',
      ),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Jane Smith');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('shows the server’s refusal and keeps the typed name and the ticked boxes', async () => {
    server(() =>
      json(409, {
        error: {
          code: 'agreement_outdated',
          message: 'The agreement has changed since you opened it. Read the new version, then sign it.',
        },
      }),
    );
    const user = userEvent.setup();
    const onSigned = renderForm();
    await tickAll(user);
    await user.type(screen.getByLabelText('Your full name, as your signature'), 'jane doe');
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findByText(/The agreement has changed since you opened it/)).toBeTruthy();
    expect((screen.getByLabelText('Your full name, as your signature') as HTMLInputElement).value).toBe('jane doe');
    for (const consent of AGREEMENT_CONSENTS) {
      expect((screen.getByLabelText(consent.label) as HTMLInputElement).checked).toBe(true);
    }
    expect(onSigned).not.toHaveBeenCalled();
  });

  it('signs with the version read, the typed name and the boxes, then offers the signed PDF', async () => {
    const bodies = server(() => json(201, { signature: SIGNATURE }));
    const user = userEvent.setup();
    const onSigned = renderForm();
    await tickAll(user);
    await user.type(screen.getByLabelText('Your full name, as your signature'), ' jane  doe ');
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    const link = await screen.findByRole('link', { name: 'Download the signed PDF' });
    expect(link.getAttribute('href')).toBe(SIGNATURE.pdfUrl);
    expect(bodies[0]).toEqual({
      version: VERSION,
      typedName: 'jane  doe',
      consents: { readAgreement: true, authoriseAgent: true, acceptFees: true },
    });
    await waitFor(() => expect(onSigned).toHaveBeenCalledWith(SIGNATURE));
  });
});
