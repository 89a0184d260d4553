import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@cleardocket/domain/search/contract';
import { ResultCard } from './result-card';

const result = (change: Partial<SearchResult>): SearchResult => ({
  id: 'r1',
  profileId: null,
  url: 'https://mugshots.example/jordan-miller',
  title: 'Jordan Miller arrest record',
  snippet: 'Booked in 2019.',
  source: 'mugshots.example',
  sourceType: 'mock',
  searchTerm: 'Jordan Miller',
  searchType: 'name',
  severity: 'high',
  category: 'mugshots',
  siteName: null,
  method: null,
  priority: false,
  match: { score: 55, label: 'possible', reasons: [] },
  found: true,
  status: 'unprocessed',
  processed: false,
  ignored: false,
  saved: false,
  feedback: null,
  firstSeenAt: '2026-11-24T08:00:00.000Z',
  lastSeenAt: '2026-11-24T08:00:00.000Z',
  goneAt: null,
  ...change,
});

/** No request leaves the test: what the card would fetch is seeded in the cache or stays absent. */
const newClient = () => new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
const card = (row: SearchResult, onAction = vi.fn(), client = newClient()) =>
  render(
    <QueryClientProvider client={client}>
      <ResultCard result={row} busy={false} onAction={onAction} onCreateRequest={vi.fn()} />
    </QueryClientProvider>,
  );

describe('result card', () => {
  it('shows "This is me" pressed and unpressed differently, and the match label follows it', () => {
    const { unmount } = card(result({}));
    const off = screen.getByRole('button', { name: 'This is me' });
    expect(off.getAttribute('aria-pressed')).toBe('false');
    const offClass = off.className;
    expect(screen.getByTestId('match').textContent).toBe('Possibly you (55)');
    unmount();
    card(result({ feedback: 'me' }));
    const on = screen.getByRole('button', { name: 'This is me' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(on.className).not.toBe(offClass);
    expect(screen.getByTestId('match').textContent).toBe('You confirmed this is you');
  });

  it('offers an undo once a result is ignored', async () => {
    const onAction = vi.fn();
    card(result({ processed: true, ignored: true, status: 'processed' }), onAction);
    expect(screen.queryByRole('button', { name: 'Ignore' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Undo ignore' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'unignore', id: 'r1' });
  });

  it('after "This is me", offers the listing’s relatives and places to add to the profile, none ticked', () => {
    const client = newClient();
    client.setQueryData(['search', 'lessons', 'r1'], {
      relatives: ['Sam Miller'],
      places: [{ city: 'Fargo', state: 'ND', county: null }],
    });
    card(result({ feedback: 'me' }), vi.fn(), client);
    const group = screen.getByRole('group', { name: 'Add what this listing shows to the profile?' });
    const relative = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Relative: Sam Miller' });
    const place = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Lived in: Fargo, ND' });
    expect(group.contains(relative)).toBe(true);
    expect(relative.checked).toBe(false);
    expect(place.checked).toBe(false);
  });

  it('offers nothing before the member says the listing is theirs', () => {
    const client = newClient();
    client.setQueryData(['search', 'lessons', 'r1'], { relatives: ['Sam Miller'], places: [] });
    card(result({ feedback: null }), vi.fn(), client);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says whose result it is when it is a family member’s', () => {
    render(
      <QueryClientProvider client={newClient()}>
        <ResultCard
          result={result({ profileId: 'p2' })}
          forLabel="Casimir Whitlow"
          busy={false}
          onAction={vi.fn()}
          onCreateRequest={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('For Casimir Whitlow')).toBeTruthy();
  });
});
