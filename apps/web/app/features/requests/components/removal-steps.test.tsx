import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Evidence, Letter, Removal } from '@cleardocket/domain/requests/contract';
import { RemovalSteps } from './removal-steps';

function removal(overrides: Partial<Removal> = {}): Removal {
  return {
    id: 'r1',
    takedownRequestId: 't1',
    reference: 'REM-000001',
    url: 'https://mugshots.example/p/1',
    domain: 'mugshots.example',
    siteName: null,
    category: 'mugshots',
    method: 'manual-review',
    status: 'not-started',
    optOutUrl: null,
    optOutEmail: null,
    googleRoute: null,
    submittedAt: null,
    acknowledgeBy: null,
    respondBy: null,
    decidedAt: null,
    authorisedAt: null,
    emailSentAt: null,
    lastCheckedAt: null,
    checkProblem: null,
    nextCheckAt: null,
    operatorCheckAt: null,
    relistedAt: null,
    relistedFromId: null,
    createdAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const check = (id: string, outcome: string): Evidence => ({
  id,
  removalRequestId: 'r1',
  kind: 'verification',
  outcome,
  reason: null,
  url: 'https://mugshots.example/p/1',
  finalUrl: null,
  httpStatus: 200,
  excerpt: null,
  sha256: null,
  screenshotSha256: null,
  screenshotAt: null,
  detail: null,
  fetchedAt: '2026-11-24T10:00:00Z',
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
function renderWith(ui: ReactElement, queryClient = client()) {
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return {
    rerender: (next: ReactElement) =>
      view.rerender(<QueryClientProvider client={queryClient}>{next}</QueryClientProvider>),
  };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ queued: true }), {
          status: 202,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('removal steps', () => {
  it('does not offer "I have submitted it" where our team contacts the site', () => {
    renderWith(<RemovalSteps removal={removal()} />);
    expect(screen.getByText(/Our team contacts it for you/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have submitted it' })).toBeNull();
  });

  it('offers "I have submitted it" for a form the member fills in', () => {
    renderWith(<RemovalSteps removal={removal({ method: 'web-form', category: 'people-search' })} />);
    expect(screen.queryByText(/Our team contacts it for you/)).toBeNull();
    expect(screen.getByRole('button', { name: 'I have submitted it' })).toBeTruthy();
  });

  it('"Check the page now" shows it is checking, then the outcome of the new check', async () => {
    const queryClient = client();
    const old = check('e1', 'still-listed');
    const view = renderWith(<RemovalSteps removal={removal()} latestCheck={old} />, queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'Check the page now' }));
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking the page…');
    view.rerender(<RemovalSteps removal={removal()} latestCheck={check('e2', 'removed')} />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Checked just now: the page no longer shows the listing.'),
    );
    expect(screen.getByRole('button', { name: 'Check the page now' })).toBeTruthy();
  });

  it('says it could not check when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'not_found', message: 'Removal not found' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWith(<RemovalSteps removal={removal()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check the page now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^We could not check the page/));
  });

  it('lets the member edit the letter before its first send and sends their words', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ removal: removal({ method: 'email', authorisedAt: '2026-11-24T10:00:00Z' }) }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const letter: Letter = {
      removalId: 'r1',
      subject: 'Removal request: Jane Doe (REM-000001)',
      body: 'To the privacy team…\nReference: REM-000001',
      sentBy: 'email',
      sendTo: { email: 'privacy@site.example', formUrl: null, guidance: null, sources: [] },
      orderDocumentId: null,
    };
    renderWith(
      <RemovalSteps removal={removal({ method: 'email', optOutEmail: 'privacy@site.example' })} letter={letter} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit the letter' }));
    const body = screen.getByRole('textbox', { name: 'Letter' });
    expect((body as HTMLTextAreaElement).value).toBe(letter.body);
    await userEvent.clear(body);
    await userEvent.type(body, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Authorise and send this letter' }));
    expect(await screen.findByText('The letter is too short to send')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(body);
    await userEvent.type(body, 'Please remove my listing at the page above. Reference: REM-000001.');
    await userEvent.click(screen.getByRole('button', { name: 'Authorise and send this letter' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/api/requests/removals/r1/authorise');
    expect(JSON.parse(String(init?.body))).toEqual({
      subject: letter.subject,
      body: 'Please remove my listing at the page above. Reference: REM-000001.',
    });
  });

  it('says our team sends a court order’s letter by hand, shows the letter, and asks nothing of the member', () => {
    const letter: Letter = {
      removalId: 'r1',
      subject: 'Court order to remove a sealed case: 2019-CR-4821 (REM-000001)',
      body: 'To the records team at UniCourt,\n\nPage: https://unicourt.com/case/1\nSuperior Court entered an order of sealing.',
      sentBy: 'team',
      sendTo: { email: null, formUrl: null, guidance: 'Each record page carries a request link.', sources: [] },
      orderDocumentId: null,
    };
    renderWith(
      <RemovalSteps
        removal={removal({ method: 'court-order', category: 'court-records', siteName: 'UniCourt' })}
        letter={letter}
      />,
    );
    expect(
      screen.getByText(/team sends this letter to UniCourt through the site's own contact route, with the court order/),
    ).toBeTruthy();
    expect(screen.getByText(`Read the letter: ${letter.subject}`)).toBeTruthy();
    expect(screen.getByText(/Superior Court entered an order of sealing\./)).toBeTruthy();
    // Not the advice for a court record with no order yet, and nothing for the member to submit.
    expect(screen.queryByText(/Add the case under/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have submitted it' })).toBeNull();
  });

  it('files Google as a guided task: its page, the steps, the page address and the reason ready to paste', () => {
    renderWith(
      <RemovalSteps
        removal={removal({
          method: 'google',
          domain: 'google.com',
          siteName: 'Google Search',
          url: 'https://bustedmugshots.com/tx/travis/jane-doe-1',
          googleRoute: 'exploitative-removal',
        })}
      />,
    );
    expect(screen.getByText('Site with exploitative removal practices.')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /Open Google’s page on sites with exploitative removal practices/ })
        .getAttribute('href'),
    ).toBe('https://support.google.com/websearch/answer/9172218');
    expect((screen.getByRole('textbox', { name: 'Page address' }) as HTMLTextAreaElement).value).toBe(
      'https://bustedmugshots.com/tx/travis/jane-doe-1',
    );
    expect((screen.getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toMatch(
      /asks for payment.*https:\/\/bustedmugshots\.com\/tx\/travis\/jane-doe-1$/,
    );
    expect(screen.getByRole('button', { name: 'Copy reason' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I have submitted it' })).toBeTruthy();
  });
});
