import { describe, expect, it } from 'vitest';
import { FormExampleSchema } from './form-example-schema';
import type { FormExampleInput } from './form-example-schema';

const VALID: FormExampleInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: '  Ada@Example.COM ',
  phoneNumber: '(555) 123-4567',
  password: 'long enough',
  fullName: 'Ada King Lovelace',
  code: '123456',
  searchType: 'name',
  searchTerm: ' Ada Lovelace ',
  apiKey: '',
  engineId: '',
};

const issuesOf = (input: FormExampleInput) => {
  const result = FormExampleSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the form example schema (spec §5 rules through the domain functions)', () => {
  it('hands on what the product forms do: normalised email and phone, split name, built query', () => {
    const result = FormExampleSchema.parse(VALID);
    expect(result.signUp).toMatchObject({
      email: 'ada@example.com',
      phoneNumber: '+15551234567',
      password: '(hidden)',
    });
    expect(result.fullName).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(result.search.term).toBe('Ada Lovelace');
    expect(result.search.query).toContain('Ada Lovelace');
    expect(result.searchApi).toBe('not given');
  });

  it('refuses each broken rule on its own field', () => {
    const issues = issuesOf({
      ...VALID,
      firstName: ' ',
      email: 'not-an-email',
      phoneNumber: '12345',
      password: 'short',
      fullName: 'Ada',
      code: '12a456',
      searchTerm: '   ',
    });
    for (const field of ['firstName', 'email', 'phoneNumber', 'password', 'fullName', 'code', 'searchTerm']) {
      expect(issues[field], field).toEqual(expect.any(String));
    }
    expect(issues.lastName).toBeUndefined();
  });

  it('checks the search-API settings only when given, with the spec rule', () => {
    expect(issuesOf({ ...VALID, apiKey: 'short', engineId: 'google' }).engineId).toEqual(expect.any(String));
    expect(
      FormExampleSchema.parse({ ...VALID, apiKey: 'AIzaSyA-real-looking-key', engineId: '0123456789abc' }).searchApi,
    ).toBe('valid');
  });
});
