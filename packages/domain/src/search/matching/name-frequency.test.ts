import { describe, expect, it } from 'vitest';
import { expectedBearers, givenNameShare, rarityPoints, surnameShare } from './name-frequency';

describe('how rare a name is, from the census name lists', () => {
  it('ranks common names above rare ones', () => {
    expect(surnameShare(['smith'])).toBeGreaterThan(surnameShare(['whitlock']));
    expect(givenNameShare('james')).toBeGreaterThan(givenNameShare('lucius'));
    expect(expectedBearers('michael', ['johnson'])).toBeGreaterThan(10_000);
    expect(expectedBearers('lucius', ['pemberton'])).toBeLessThan(5);
  });

  it('gives a name past the end of a list the share of the list’s last rank, never less', () => {
    expect(surnameShare(['natarajan'])).toBe(surnameShare(['zzzzqx']));
    expect(surnameShare(['natarajan'])).toBeGreaterThan(0);
  });

  it('judges a surname of several parts by its rarest part', () => {
    expect(surnameShare(['natarajan', 'cole'])).toBe(surnameShare(['natarajan']));
  });

  it('gives a common name no points, and at most 15 to the rarest', () => {
    expect(rarityPoints('maria', ['garcia'])).toBe(0);
    expect(rarityPoints('michael', ['johnson'])).toBe(0);
    expect(rarityPoints('lucius', ['pemberton'])).toBe(15);
    expect(rarityPoints('dana', ['whitlock'])).toBeGreaterThanOrEqual(10);
    expect(rarityPoints('', ['whitlock'])).toBe(0);
  });
});
