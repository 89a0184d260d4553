import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilesPage } from './profiles-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SELF = {
  id: 'p-self',
  kind: 'self',
  label: 'Jane Doe',
  firstName: 'Jane',
  lastName: 'Doe',
  companyName: null,
  relation: null,
  consentAt: null,
  consentStatus: 'none',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const SPOUSE = {
  ...SELF,
  id: 'p-spouse',
  kind: 'family',
  label: 'Sam Doe',
  firstName: 'Sam',
  relation: 'spouse',
  consentAt: '2026-11-24T10:00:00.000Z',
};

type Answer = (url: string, init: RequestInit) => Response;

function renderPage(answer: Answer) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([{ path: '/dashboard/profiles', Component: ProfilesPage }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/dashboard/profiles']} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('who we protect', () => {
  it('lists each profile with a link to its facts, and the plan’s number', async () => {
    renderPage(() => json(200, { profiles: [SELF, SPOUSE], limit: 3 }));
    const list = await screen.findByRole('list', { name: 'Profiles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Spouse or partner')).toBeTruthy();
    const link = within(items[1]!).getByRole('link', { name: 'What we know about Sam Doe' });
    expect(link.getAttribute('href')).toBe('/dashboard/profiles/p-spouse');
    expect(screen.getByText(/Your plan covers 3 profiles; you have 2\./)).toBeTruthy();
  });

  it('refuses a family member without their consent and sends nothing', async () => {
    const fetchMock = renderPage(() => json(200, { profiles: [SELF], limit: 3 }));
    fireEvent.change(await screen.findByLabelText('Their first name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Their last name'), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText('How you are related'), { target: { value: 'spouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add them' }));
    expect(await screen.findByText('We can act for a family member only with their permission')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0);
  });

  it('adds a family member with their consent', async () => {
    const fetchMock = renderPage((_url, init) =>
      init.method === 'POST' ? json(201, SPOUSE) : json(200, { profiles: [SELF], limit: 3 }),
    );
    fireEvent.change(await screen.findByLabelText('Their first name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Their last name'), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText('How you are related'), { target: { value: 'spouse' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Add them' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call.method === 'POST')!;
    expect(url).toBe('/api/protected-profiles');
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'family',
      firstName: 'Sam',
      lastName: 'Doe',
      relation: 'spouse',
      consent: true,
    });
  });

  it('shows the server’s message when the plan has no room', async () => {
    renderPage((_url, init) =>
      init.method === 'POST'
        ? json(402, {
            error: {
              code: 'plan_required',
              message:
                'Your plan covers 1 profile. Monitoring (monthly) and Monitoring (yearly) cover 3: choose a plan on your billing page.',
            },
          })
        : json(200, { profiles: [], limit: 1 }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'A business' }));
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: 'Doe Plumbing LLC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add them' }));
    expect(
      await screen.findByText(/Your plan covers 1 profile\. Monitoring \(monthly\) and Monitoring \(yearly\) cover 3/),
    ).toBeTruthy();
  });

  it('offers the plans with more, and “Choose a plan”, instead of the form when a Basic plan is full', async () => {
    renderPage(() => json(200, { profiles: [SELF], limit: 1 }));
    const link = await screen.findByRole('link', { name: 'Choose a plan' });
    expect(link.getAttribute('href')).toBe('/dashboard/billing');
    expect(screen.getByText(/Monitoring \(monthly\) and Monitoring \(yearly\) cover 3: choose a plan/)).toBeTruthy();
    expect(screen.queryByText(/change (your )?plan/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add them' })).toBeNull();
  });

  it('offers no plan with more when none has more', async () => {
    const others = [1, 2].map((n) => ({ ...SPOUSE, id: `p-${n}`, label: `Person ${n}` }));
    renderPage(() => json(200, { profiles: [SELF, ...others], limit: 3 }));
    expect(await screen.findByText(/No plan covers more: remove a profile to add someone else\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
    expect(screen.queryByText(/choose a plan/i)).toBeNull();
  });
});
