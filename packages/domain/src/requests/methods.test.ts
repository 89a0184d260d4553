import { describe, expect, it } from 'vitest';
import { REMOVAL_METHODS, removalMethodLabel } from './methods';

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
