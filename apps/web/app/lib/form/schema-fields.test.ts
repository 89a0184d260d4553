import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactInputSchema } from '@cleardocket/domain/contact/contact';
import { AddressInputSchema, ProfileUpdateSchema } from '@cleardocket/domain/profile/address';
import { fieldNamesOf, hasField, maxLengthOf } from './schema-fields';

describe('schema fields', () => {
  it('reads the max of string fields, through optional and trim', () => {
    expect(maxLengthOf(AddressInputSchema, 'line1')).toBe(200);
    expect(maxLengthOf(AddressInputSchema, 'label')).toBe(50);
    expect(maxLengthOf(ContactInputSchema, 'message')).toBe(5000);
  });

  it('gives an enum behind a pipe the length of its longest option (a state code: 2)', () => {
    expect(maxLengthOf(AddressInputSchema, 'state')).toBe(2);
  });

  it('gives no maxLength where the schema sets no max', () => {
    expect(maxLengthOf(AddressInputSchema, 'postalCode')).toBeUndefined();
    expect(maxLengthOf(AddressInputSchema, 'isPrimary')).toBeUndefined();
    expect(maxLengthOf(AddressInputSchema, 'nope')).toBeUndefined();
  });

  it('looks through refinements and transforms around the object', () => {
    const refined = ProfileUpdateSchema.superRefine(() => undefined);
    const transformed = ProfileUpdateSchema.transform((value) => value.firstName);
    expect(maxLengthOf(refined, 'firstName')).toBe(100);
    expect(maxLengthOf(transformed, 'lastName')).toBe(100);
    expect(fieldNamesOf(transformed)).toEqual(['firstName', 'lastName']);
  });

  it('knows which names are fields', () => {
    expect(hasField(ProfileUpdateSchema, 'firstName')).toBe(true);
    expect(hasField(ProfileUpdateSchema, 'firstname')).toBe(false);
    expect(hasField(z.string(), 'anything')).toBe(true);
  });
});
