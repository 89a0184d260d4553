import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@cleardocket/domain/search/contract';
import { ResultCard } from './result-card';

const result = (change: Partial<SearchResult>): SearchResult => ({
  id: 'r1',
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

const card = (row: SearchResult, onAction = vi.fn()) =>
  render(<ResultCard result={row} busy={false} onAction={onAction} onCreateRequest={vi.fn()} />);

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
});
