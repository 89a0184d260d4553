import { describe, expect, it } from 'vitest';
import { utcDateTime, utcDay, utcMonth } from './dates';

describe('dates', () => {
  // Just after midnight UTC is still the previous day west of Greenwich: the UTC day is named.
  const lateNight = new Date('2026-03-01T00:30:05.250Z');

  it('names the UTC day, month and second whatever the time zone', () => {
    expect(utcDay(lateNight)).toBe('2026-03-01');
    expect(utcMonth(lateNight)).toBe('2026-03');
    expect(utcDateTime(lateNight)).toBe('2026-03-01 00:30:05');
  });

  it('agrees with the ISO string it replaces', () => {
    for (const iso of ['1999-12-31T23:59:59.999Z', '2024-02-29T12:00:00.000Z', '2026-11-01T06:59:00.000Z']) {
      const date = new Date(iso);
      expect(utcDay(date)).toBe(iso.slice(0, 10));
      expect(utcDateTime(date)).toBe(iso.slice(0, 19).replace('T', ' '));
    }
  });
});
