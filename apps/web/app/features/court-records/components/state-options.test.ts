import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_STATES } from '@cleardocket/domain/court-records/eligibility/index';
import { STATE_OPTIONS } from './eligibility-form';

describe('the court-case state list', () => {
  it('names every state in full, never a bare code beside names', () => {
    expect(STATE_OPTIONS.length).toBeGreaterThanOrEqual(50);
    for (const option of STATE_OPTIONS) expect(option.label).not.toMatch(/^[A-Z]{2}$/);
    expect(STATE_OPTIONS.find((option) => option.value === 'TX')?.label).toBe('Texas');
  });

  it('puts the states with a rule set first', () => {
    const first = STATE_OPTIONS.slice(0, ELIGIBILITY_STATES.length).map((option) => option.value);
    expect(new Set(first)).toEqual(new Set(ELIGIBILITY_STATES.map((state) => state.code)));
  });
});
