import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants (spec §9)', () => {
  it('keeps the limits the spec states', () => {
    expect(c.HTTP_TIMEOUT_MS).toBe(30_000);
    expect(c.NOTIFICATION_POLL_INTERVAL_MS).toBe(30_000);
    expect(c.UNREAD_BADGE_OVERFLOW_LABEL).toBe('9+');
    expect(c.QUERY_CACHE).toEqual({
      staleTimeMs: 300_000,
      gcTimeMs: 600_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
    expect(c.SEARCH_RATE_LIMIT).toEqual({
      requestsPerSecond: 2,
      retries: 3,
      baseDelayMs: 2000,
      maxDelayMs: 60_000,
    });
    expect(c.SEARCH_CACHE).toEqual({ ttlMs: 600_000, maxEntries: 50 });
    expect(c.SEARCH_SERVICE.historyItems).toBe(50);
    expect(c.DEFAULT_MAX_RESULTS).toBe(20);
    expect(c.PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 50]);
    expect(c.DEFAULT_PAGE_SIZE).toBe(5);
    expect(c.RECENT_SEARCHES_MAX).toBe(10);
    expect([c.TOAST_LIMIT, c.TOAST_AUTO_DISMISS_MS, c.TOAST_REMOVE_DELAY_MS]).toEqual([5, 5000, 300]);
    expect(c.DASHBOARD_DEFAULT_RANGE_DAYS).toBe(30);
    expect(c.DASHBOARD_SEVERITY_RANGE).toEqual({ min: 1, max: 10 });
    expect([c.PHONE_CODE_LENGTH, c.PASSWORD_MIN_LENGTH]).toEqual([6, 8]);
    expect(c.PROMO_OVERLAY_DELAY_MS).toBe(3000);
    expect(c.ANALYTICS_START).toEqual({ idleDelayMs: 5000, fallbackDelayMs: 3000 });
    expect(c.NAVIGATION_MENU).toEqual({ hoverDelayMs: 200, skipDelayMs: 300 });
    expect(c.LANDING_ANIMATION_STEP_MS).toBe(100);
    expect(c.PRICES_CENTS).toEqual({ basicOneTime: 29_900, premiumPerLink: 49_900, planMonthlyFrom: 4_900 });
  });

  it('names the storage keys cleared on sign-out', () => {
    expect(c.KEYS_CLEARED_ON_LOGOUT).toEqual([
      'lastSearch',
      'searchHistory',
      'savedResults',
      'userPreferences',
      'takedownRequests',
    ]);
    expect(c.SESSION_STORAGE_KEYS.takeControlOverlaySeen).toBe('takeControlOverlaySeen');
  });
});
