import { beforeEach, describe, expect, it } from 'vitest';
import type { Scan } from '@cleardocket/domain/search/contract';
import { useToastStore } from '~/lib/toast';
import { announceBlankSearch, announceScan } from './scan-toasts';

const scan = (change: Partial<Scan>): Scan => ({
  id: 's1',
  searchTerm: 'Jordan Miller',
  searchType: 'name',
  status: 'completed',
  provider: 'offline',
  usedMockData: false,
  providerMessage: null,
  fromCache: false,
  resultCount: 3,
  foundCount: 0,
  highCount: 0,
  reviewCount: 0,
  requestsCreated: 0,
  error: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  finishedAt: '2026-11-24T08:00:02.000Z',
  ...change,
});

const openTitles = () =>
  useToastStore
    .getState()
    .toasts.filter((item) => item.open)
    .map((item) => item.title);

// Files share modules (the web project runs without isolation): start with no toasts.
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('scan toasts', () => {
  it('takes a failed scan’s error away once a later scan works', () => {
    announceScan(scan({ status: 'failed', error: 'provider down' }));
    const errorTitle = openTitles()[0];
    expect(errorTitle).toBeDefined();
    announceScan(scan({}));
    expect(openTitles()).not.toContain(errorTitle);
    expect(openTitles()).toHaveLength(1);
  });

  it('takes a blank form’s "Search error" away once a later scan works', () => {
    announceBlankSearch();
    expect(openTitles()).toEqual(['Search error']);
    announceScan(scan({}));
    expect(openTitles()).toEqual(['Scan completed']);
  });

  it('never says "No negative content" while results need the member to confirm', () => {
    announceScan(scan({ reviewCount: 2 }));
    expect(openTitles()).toEqual(['Is this you?']);
    const [shown] = useToastStore.getState().toasts;
    expect(shown?.description).toMatch(/^2 results need you to confirm/);
  });
});
