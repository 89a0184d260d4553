import { describe, expect, it } from 'vitest';
import { AddressInputSchema, toUserFriendlyId } from './address';

const good = { line1: '12 Elm St', city: 'Austin', state: 'tx', postalCode: '78701' };

describe('address rules', () => {
  it('accepts a US address and upper-cases the state', () => {
    expect(AddressInputSchema.parse(good)).toMatchObject({ state: 'TX', postalCode: '78701' });
    expect(AddressInputSchema.parse({ ...good, postalCode: '78701-1234' }).postalCode).toBe('78701-1234');
  });

  it.each([
    [{ line1: ' ' }, 'Street address is required'],
    [{ city: '' }, 'City is required'],
    [{ state: 'XX' }, 'Choose a US state'],
    [{ postalCode: '7870' }, 'ZIP code must be 5 digits, or 5+4'],
  ])('refuses %o with its message', (change, message) => {
    const result = AddressInputSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('derives a readable support id from the user id', () => {
    expect(toUserFriendlyId('3f2a9c1e-0000-4000-8000-000000000000')).toBe('CD-3F2A9C');
  });
});
