import { describe, expect, it } from 'vitest';
import { REMOVAL_METHODS, memberFiles, removalMethodLabel } from './methods';

describe('removalMethodLabel', () => {
  it('names every method in words, never its code', () => {
    for (const method of REMOVAL_METHODS) {
      expect(removalMethodLabel(method)).not.toBe(method);
      expect(removalMethodLabel(method)).toMatch(/^[A-Z]/);
    }
    expect(removalMethodLabel('search-then-form')).toBe('Find the listing, then a form');
  });

  it('shows a code it does not know as it is rather than hiding it', () => {
    expect(removalMethodLabel('carrier-pigeon')).toBe('carrier-pigeon');
  });
});

describe('memberFiles', () => {
  it('lets the member submit forms and Google requests, never what our team or an attorney files', () => {
    expect(REMOVAL_METHODS.filter(memberFiles)).toEqual(['web-form', 'search-then-form', 'account-required', 'google']);
    for (const method of ['manual-review', 'none-known', 'mail', 'phone', 'email', 'court-order', 'unknown']) {
      expect(memberFiles(method)).toBe(false);
    }
  });
});
