import { describe, expect, it } from 'vitest';
import { EMPTY_FACTS } from '@cleardocket/domain/protected-profiles/facts';
import { FactsFormSchema, toFormValues } from './facts-form-schema';

describe('the profile facts form', () => {
  it('reads one fact per line and places as City, State[, County]', () => {
    const values = {
      ...toFormValues(EMPTY_FACTS),
      birthYear: '1984',
      places: 'Dayton, OH, Montgomery\n  \nReno,  NV',
      relatives: 'Edith Halloway\n Sam  Halloway ',
      handles: '@edie.h84\n',
    };
    const facts = FactsFormSchema.parse(values);
    expect(facts).toMatchObject({
      birthYear: 1984,
      places: [
        { city: 'Dayton', state: 'OH', county: 'Montgomery' },
        { city: 'Reno', state: 'NV', county: null },
      ],
      relatives: ['Edith Halloway', 'Sam Halloway'],
      handles: ['@edie.h84'],
      middleName: null,
    });
    expect(toFormValues(facts).places).toBe('Dayton, OH, Montgomery\nReno, NV');
  });

  it('says in plain words what is wrong with a place or a year', () => {
    const result = FactsFormSchema.safeParse({ ...toFormValues(EMPTY_FACTS), places: 'Dayton', birthYear: '84' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.some((message) => message.includes('City, State'))).toBe(true);
    expect(messages.some((message) => message.includes('four digits'))).toBe(true);
  });
});
