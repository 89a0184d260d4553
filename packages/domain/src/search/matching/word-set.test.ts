import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readText } from './text';
import { TOKEN_FLAGS, WordMap, WordSet, wordSlot } from './word-set';

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

  it('gives each token of a text its slot and the flags of the word lists it is in', () => {
    const listed = ['age', 'county', 'tx', 'b', 'relatives'];
    const bit = TOKEN_FLAGS.register(listed);
    expect(() => TOKEN_FLAGS.register(['x-'])).toThrow();
    const piece = fc.constantFrom(
      'Age',
      'age:',
      'COUNTY',
      'TX',
      'tx.',
      'b',
      'B.',
      'Relatives',
      'relatíves',
      '’',
      'O’Brien',
      '40-44',
      ' - ',
      ', ',
      ' ',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = readText(pieces.join(' '));
        expect(text.slots).toHaveLength(text.words.length);
        expect(text.flags).toHaveLength(text.words.length);
        text.words.forEach((word, i) => {
          expect(text.slots[i], word).toBe(wordSlot(word));
          expect(((text.flags[i] ?? 0) & bit) !== 0, word).toBe(listed.includes(word));
          expect(set.hasAt(word, text.slots[i] ?? -1), word).toBe(plain.has(word));
        });
      }),
    );
  });
});
