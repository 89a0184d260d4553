import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_CATEGORIES,
  applyCategoryRules,
  findCategory,
  formatUnreadBadge,
} from './notifications';

describe('notification rules', () => {
  it.each([
    [-1, null],
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %i unread as %s', (count, label) => {
    expect(formatUnreadBadge(count)).toBe(label);
  });

  it('defaults to in-app only', () => {
    expect(DEFAULT_CHANNELS).toEqual({ email: false, inApp: true, sms: false, push: false });
  });

  it('always emails security and billing notices, whatever the preferences, and nothing else unasked', () => {
    const off = { email: false, inApp: true, sms: false, push: false };
    expect(applyCategoryRules(findCategory('account-security')!, off).email).toBe(true);
    expect(applyCategoryRules(findCategory('billing')!, off).email).toBe(true);
    expect(applyCategoryRules(findCategory('scan-results')!, off).email).toBe(false);
    expect(NOTIFICATION_CATEGORIES.filter((category) => category.isEmailLocked).map((category) => category.id)).toEqual(
      ['account-security', 'billing'],
    );
  });

  it('keeps in-app on for the security category only', () => {
    const off = { email: true, inApp: false, sms: false, push: false };
    expect(applyCategoryRules(findCategory('account-security')!, off).inApp).toBe(true);
    expect(applyCategoryRules(findCategory('scan-results')!, off).inApp).toBe(false);
    expect(NOTIFICATION_CATEGORIES.filter((category) => category.isInAppLocked).map((category) => category.id)).toEqual(
      ['account-security'],
    );
  });
});
