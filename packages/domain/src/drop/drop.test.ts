import { describe, expect, it } from 'vitest';
import { findSite } from '../search/sites';
import { canFileDrop, dropDeadline, isDropOverdue, isRegisteredCaliforniaBroker, isValidFilingDate } from './drop';

describe('DROP', () => {
  it('runs the 90 days from 1 August 2026 for a request filed before it', () => {
    expect(dropDeadline(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe('2026-10-30T00:00:00.000Z');
  });

  it('runs them from the filing for a request filed later', () => {
    expect(dropDeadline(new Date('2026-11-02T09:00:00Z')).toISOString()).toBe('2027-01-31T09:00:00.000Z');
  });

  it('is overdue only after the deadline', () => {
    const filed = new Date('2026-02-01T00:00:00Z');
    expect(isDropOverdue(filed, new Date('2026-10-30T00:00:00Z'))).toBe(false);
    expect(isDropOverdue(filed, new Date('2026-10-31T00:00:00Z'))).toBe(true);
  });

  it('takes filing dates between DROP opening and now', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(isValidFilingDate(new Date('2025-12-31T00:00:00Z'), now)).toBe(false);
    expect(isValidFilingDate(new Date('2026-01-05T00:00:00Z'), now)).toBe(true);
    expect(isValidFilingDate(new Date('2026-11-29T00:00:00Z'), now)).toBe(false);
  });

  it('is for Californians only', () => {
    expect(canFileDrop('CA')).toBe(true);
    expect([canFileDrop('TX'), canFileDrop(null)]).toEqual([false, false]);
  });

  it('reaches brokers from the California registry, not other sites', () => {
    expect(isRegisteredCaliforniaBroker(findSite('acxiom.com'))).toBe(true);
    expect(isRegisteredCaliforniaBroker(findSite('unicourt.com'))).toBe(false);
    expect(isRegisteredCaliforniaBroker(undefined)).toBe(false);
  });
});
