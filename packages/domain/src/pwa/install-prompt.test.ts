import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT, readStoredNumber, shouldShowInstallPrompt } from './install-prompt';
import type { InstallFacts } from './install-prompt';
import { millisecondsInDay } from 'date-fns/constants';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = millisecondsInDay;
const facts = (overrides: Partial<InstallFacts> = {}): InstallFacts => ({
  isInstallable: true,
  isInstalled: false,
  dismissedAt: null,
  hasCompletedSearch: false,
  hasCreatedRequest: false,
  pageViews: 0,
  now: NOW,
  ...overrides,
});

describe('install prompt (spec §4, §9)', () => {
  it('stays hidden until the person has used the app', () => {
    expect(shouldShowInstallPrompt(facts())).toBe(false);
    expect(shouldShowInstallPrompt(facts({ pageViews: 3 }))).toBe(false);
  });

  it.each([
    ['a completed search', { hasCompletedSearch: true }],
    ['a created request', { hasCreatedRequest: true }],
    ['more than 3 page views', { pageViews: 4 }],
  ])('shows after %s', (_label, engaged) => {
    expect(shouldShowInstallPrompt(facts(engaged))).toBe(true);
  });

  it('never shows when the browser cannot install it or it is installed', () => {
    expect(shouldShowInstallPrompt(facts({ pageViews: 9, isInstallable: false }))).toBe(false);
    expect(shouldShowInstallPrompt(facts({ pageViews: 9, isInstalled: true }))).toBe(false);
  });

  it('stays hidden for 7 days after a dismissal, then shows again', () => {
    const engaged = { hasCompletedSearch: true };
    expect(shouldShowInstallPrompt(facts({ ...engaged, dismissedAt: NOW - 7 * DAY + 1 }))).toBe(false);
    expect(shouldShowInstallPrompt(facts({ ...engaged, dismissedAt: NOW - 7 * DAY }))).toBe(true);
    expect(INSTALL_PROMPT.hiddenAfterDismissalMs).toBe(7 * DAY);
  });

  it('is re-checked after 30 s', () => {
    expect(INSTALL_PROMPT.recheckAfterMs).toBe(30_000);
  });

  it('reads stored numbers and ignores anything else', () => {
    expect(readStoredNumber('4')).toBe(4);
    expect(readStoredNumber(null)).toBeNull();
    expect(readStoredNumber('')).toBeNull();
    expect(readStoredNumber('soon')).toBeNull();
  });
});
