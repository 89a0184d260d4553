import { describe, expect, it } from 'vitest';
import { isCourtDay } from './court-day';

describe('a court record’s day (issue 32)', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('refuses days that are not on the calendar', () => {
    for (const day of ['9999-99-99', '0000-00-00', '2020-02-30', '2021-13-01', '2021-04-31', '1899-12-31']) {
      expect(isCourtDay(day, now), day).toBe(false);
    }
  });

  it('refuses a day in the future and takes real past days, leap days included', () => {
    expect(isCourtDay('2027-01-01', now)).toBe(false);
    for (const day of ['2020-02-29', '1999-12-31', '2026-11-28']) expect(isCourtDay(day, now), day).toBe(true);
  });
});
