import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readText } from './matching/text';
import { categoryOf, countKeywords, countKeywordsOf, countKeywordsOfText, severityOf } from './severity';
import { findSite } from './sites';
import { classifyResult, compareResults } from './classify';
import { isAlert } from './alerts';

describe('severity rule (spec §5)', () => {
  it.each([
    ['https://www.spokeo.com/Jane-Doe', 'Jane Doe in Austin', 'Relatives and phone numbers', 'high'],
    ['https://mugshots.com/x', 'Jane Doe', 'photo', 'high'],
    ['https://example.com/a', 'Court docket', 'nothing else', 'medium'],
    ['https://example.com/a', 'Court', 'case', 'medium'],
    ['https://example.com/a', 'Criminal court case', 'Jane Doe', 'high'],
    ['https://example.com/a', 'Criminal court case', 'court court court', 'high'],
    ['https://example.com/a', 'Jane Doe wins marathon', 'Local runner', 'low'],
    ['https://example.com/a', 'Courtney Smith', 'casement windows', 'low'],
    ['https://example.com/a', 'Court records', 'judgments', 'high'],
    ['https://www.wikipedia.org/x', 'Records of the society', 'plaintiff and defendant', 'high'],
  ])('%s "%s" / "%s" → %s', (url, title, snippet, severity) => {
    expect(classifyResult({ url, title, snippet }, { firstName: '', lastName: '' }).severity).toBe(severity);
  });

  it.each([
    ['', 0],
    ['The court case', 2],
    ['COURT court Court', 1],
    ['Records, dockets and judgments of the bankruptcy court', 5],
    ['alleged charges against the accused defendant', 4],
    // A keyword written as a plural or past form counts in its other forms too.
    ['He was charged; she alleges a disputed charge', 3],
    ['arrested, arresting, arrests', 1],
    ['Case2019 casement encased', 0],
  ])('counts keywords in "%s" as %i', (text, count) => {
    expect(countKeywords(text)).toBe(count);
  });

  it('counts keywords of any text as the plain rule does, a title and snippet as the two joined', () => {
    // The rule read the plain way: lower case, words of a-z between non-letters, no digit either side.
    const forms = (keyword: string) => {
      const base = /(?:es|ed)$/.test(keyword) ? keyword.slice(0, -1) : keyword;
      const stem = base.endsWith('e') ? base.slice(0, -1) : base;
      const endings = base.endsWith('e') ? ['e', 'es', 'ed', 'ing'] : ['', 's', 'es', 'ed', 'ing'];
      return [keyword, ...endings.map((ending) => stem + ending)];
    };
    const keywords = ['court', 'case', 'arrest', 'record', 'charges', 'alleged', 'docket', 'bankruptcy', 'dispute'];
    const plain = (text: string) => {
      const found = new Set<string>();
      for (const m of text.toLowerCase().matchAll(/(?<![a-z0-9])[a-z]+(?![a-z0-9])/g)) {
        const keyword = keywords.find((each) => forms(each).includes(m[0]));
        if (keyword) found.add(keyword);
      }
      return found.size;
    };
    const piece = fc.constantFrom(
      ...['Court', 'COURTS', 'case', 'cases', 'Arrested', 'records', 'charging', 'alleges', 'docket', 'Bankruptcy'],
      ...['casement', ' ', ',', '1', 'x', 'İ', 'K', 'é', "'", '-', 'disputed', 'ing', 's', '`', '’', "'s", ' | '],
    );
    const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(text, text, (title, snippet) => {
        expect(countKeywords(title)).toBe(plain(title));
        expect(countKeywordsOf(title, snippet)).toBe(countKeywords(`${title} ${snippet}`));
        // From the tokens the match decision reads ("title | snippet"), as classification counts them.
        expect(countKeywordsOfText(readText(`${title} | ${snippet}`), title, snippet)).toBe(
          countKeywords(`${title} ${snippet}`),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [undefined, 0, 'low'],
    [undefined, 1, 'medium'],
    [undefined, 2, 'medium'],
    [undefined, 3, 'high'],
    [findSite('unicourt.com'), 0, 'high'],
    [findSite('newspapers.com'), 0, 'low'],
  ])('site %o with %i keywords → %s', (site, count, severity) => {
    expect(severityOf(site, count)).toBe(severity);
  });

  it.each([
    ['unicourt.com', 'court-records'],
    ['spokeo.com', 'people-search'],
    ['www.facebook.com', 'social'],
    ['localnews.example.com', 'news'],
    ['example.com', 'other'],
  ])('category of %s is %s', (host, category) => {
    expect(categoryOf(findSite(host), host.replace(/^www\./, ''))).toBe(category);
  });

  it('sorts court-record sites first, then severity, then match score', () => {
    const rows = [
      { id: 'low', priority: false, severity: 'low' as const, matchScore: 90 },
      { id: 'high-weak', priority: false, severity: 'high' as const, matchScore: 10 },
      { id: 'court', priority: true, severity: 'high' as const, matchScore: 0 },
      { id: 'high-strong', priority: false, severity: 'high' as const, matchScore: 80 },
    ];
    expect(rows.sort(compareResults).map((row) => row.id)).toEqual(['court', 'high-strong', 'high-weak', 'low']);
  });
});

describe('alert rule (spec §4)', () => {
  const base = { found: true, processed: false, goneAt: null, feedback: null } as const;
  it.each([
    [base, true],
    [{ ...base, found: false }, false],
    [{ ...base, processed: true }, false],
    [{ ...base, goneAt: new Date() }, false],
    [{ ...base, feedback: 'not_me' as const }, false],
    [{ ...base, feedback: 'me' as const }, true],
  ])('%j is an alert: %s', (result, expected) => {
    expect(isAlert(result)).toBe(expected);
  });
});
