import { describe, expect, it } from 'vitest';
import { emptyResultsMessage } from './empty-results';

describe('emptyResultsMessage', () => {
  it('says a scan is running while it runs, not "Run a search"', () => {
    expect(emptyResultsMessage('current', { isSearching: true, hasTerm: true })).toMatch(/^Searching…/);
    expect(emptyResultsMessage('current', { isSearching: true, hasTerm: false })).toMatch(/^Searching…/);
  });

  it('says nothing was found after a scan that found nothing', () => {
    expect(emptyResultsMessage('current', { isSearching: false, hasTerm: true })).toBe(
      'Nothing found for this search.',
    );
  });

  it('invites a first search only when there is none', () => {
    expect(emptyResultsMessage('current', { isSearching: false, hasTerm: false })).toBe(
      'Run a search to see what the web shows about you.',
    );
    expect(emptyResultsMessage('saved', { isSearching: true, hasTerm: true })).toBe('Nothing saved yet.');
  });

  it('never says everything is handled while results need the member to confirm', () => {
    expect(emptyResultsMessage('alerts', { isSearching: false, hasTerm: false, review: 2 })).toBe(
      'No alerts yet. 2 results need you to confirm: see "Is this you?".',
    );
    expect(emptyResultsMessage('alerts', { isSearching: false, hasTerm: false, review: 0 })).toBe(
      'No alerts. Everything found so far has been handled.',
    );
  });
});
