import { describe, expect, it } from 'vitest';
import { caseNumberKey, mentionsCaseNumber } from './case-number';

describe('case numbers', () => {
  it('compares letters and digits only', () => {
    expect(caseNumberKey('2019-CR-4821')).toBe('2019cr4821');
    expect(caseNumberKey(' 2019 cr 4821 ')).toBe('2019cr4821');
  });

  it('finds the number written with other separators', () => {
    expect(mentionsCaseNumber('State v. Doe, No. 2019 CR 4821 (Maricopa)', '2019-CR-4821')).toBe(true);
    expect(mentionsCaseNumber('docket 2019cr4821', '2019-CR-4821')).toBe(true);
  });

  it('does not find it inside a longer number, nor a number too short to tell', () => {
    expect(mentionsCaseNumber('case 12019-CR-48210', '2019-CR-4821')).toBe(false);
    expect(mentionsCaseNumber('case 1234', '1234')).toBe(false);
  });
});
