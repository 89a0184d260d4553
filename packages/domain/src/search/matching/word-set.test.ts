import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WordMap, WordSet } from './word-set';

describe('word sets for the matching passes', () => {
  const members = [
    'age',
    'in',
    'b',
    'county',
    'new',
    'tx',
    'x-ray',
    ':',
    '',
    'Ab',
    'a-very-long-word-beyond-thirty-one-letters',
  ];
  const set = new WordSet(members);
  const plain = new Set(members);

  it('answers as the plain set for its words and for others', () => {
    for (const word of [
      ...members,
      'ages',
      'ag',
      'i',
      'tx.',
      'county ',
      'a-very-long-word-beyond-thirty-one-letterz',
    ]) {
      expect(set.has(word), word).toBe(plain.has(word));
    }
    expect(set.has(undefined)).toBe(false);
    const word = fc.array(fc.constantFrom('a', 'b', 'g', 'e', 'i', 'n', 't', 'x', '-', ':', 'A', 'é', '1'), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(word, (letters) => {
        expect(set.has(letters.join(''))).toBe(plain.has(letters.join('')));
      }),
    );
  });

  it('reads a word of letters from text in lower case without copying the others', () => {
    const map = new WordMap([
      ['court', 1],
      ['records', 2],
    ]);
    const text = 'The COURT Records courts';
    expect(map.getLetters(text, 4, 9)).toBe(1);
    expect(map.getLetters(text, 10, 17)).toBe(2);
    expect(map.getLetters(text, 18, 24)).toBeUndefined();
    expect(map.getLetters(text, 0, 3)).toBeUndefined();
  });
});
