import { describe, expect, it } from 'vitest';
import { COUNTDOWN_START, formatCountdown, nextCountdown } from './countdown';

describe('overlay countdown', () => {
  it('starts at 23:47:32 and ticks down', () => {
    expect(formatCountdown(COUNTDOWN_START)).toBe('23:47:32');
    expect(formatCountdown(nextCountdown(COUNTDOWN_START))).toBe('23:47:31');
  });

  it('loops back to 23:59:59 after zero', () => {
    expect(formatCountdown(nextCountdown(1))).toBe('00:00:00');
    expect(formatCountdown(nextCountdown(0))).toBe('23:59:59');
  });
});
