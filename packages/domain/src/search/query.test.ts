import { describe, expect, it } from 'vitest';
import { buildQuery, hasAnyTerm, resolveSearchTerm } from './query';
import type { SearchInput, SearchType } from './query';

describe('query templates (spec §5)', () => {
  it.each<[SearchType, string, string]>([
    ['name', 'Jane Doe', '"Jane Doe" person'],
    ['company', 'Acme LLC', '"Acme LLC" company'],
    ['case', '2019-CV-0042', 'Case 2019-CV-0042 court records'],
    ['phone', '(555) 010-1234', '"5550101234" phone contact'],
    ['email', 'jane@example.com', '"jane@example.com" email'],
    ['address', '12 Elm St, Austin TX', '"12 Elm St, Austin TX" address'],
  ])('%s %s → %s', (type, term, query) => {
    expect(buildQuery(type, term)).toBe(query);
  });
});

describe('search terms', () => {
  it.each<[SearchInput, { ok: true; term: string } | { ok: false; message: string }]>([
    [
      { type: 'name', term: '   ' },
      { ok: false, message: 'Please enter a search term' },
    ],
    [{ type: 'company' }, { ok: false, message: 'Please enter a search term' }],
    [
      { type: 'name', firstName: ' Jane ', lastName: ' Doe ' },
      { ok: true, term: 'Jane Doe' },
    ],
    [
      { type: 'name', firstName: 'Jane', lastName: '' },
      { ok: false, message: 'Please enter both a first and a last name.' },
    ],
    [
      { type: 'name', firstName: '', lastName: '' },
      { ok: false, message: 'Please enter a search term' },
    ],
    [
      { type: 'name', term: 'Jane   Q  Doe' },
      { ok: true, term: 'Jane Q Doe' },
    ],
    [
      { type: 'phone', term: '+1 (555) 010-1234' },
      { ok: true, term: '15550101234' },
    ],
    [
      { type: 'phone', term: '12-34' },
      { ok: false, message: 'Please enter a phone number with 7 to 15 digits.' },
    ],
    [
      { type: 'email', term: 'Jane@Example.com' },
      { ok: true, term: 'jane@example.com' },
    ],
    [
      { type: 'email', term: 'jane at example' },
      { ok: false, message: 'Please enter a valid email address.' },
    ],
    [
      { type: 'case', term: 'x'.repeat(201) },
      { ok: false, message: 'Search terms can be at most 200 characters.' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(resolveSearchTerm(input)).toEqual(expected);
  });

  it.each([
    [{}, false],
    [{ name: '  ', phone: '' }, false],
    [{ email: 'a@b.co' }, true],
  ])('wizard fields %j have a term: %s', (fields, expected) => {
    expect(hasAnyTerm(fields)).toBe(expected);
  });
});
