import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../src/search/severity';
import { findSite, hostOf } from '../../src/search/sites';
import { EVAL_ITEMS, EVAL_PERSONAS } from './data-set';

describe('the labelled matching set', () => {
  it('has at least 300 results over at least 8 personas, every one with a known persona and a unique id', () => {
    expect(EVAL_ITEMS.length).toBeGreaterThanOrEqual(300);
    expect(EVAL_PERSONAS.length).toBeGreaterThanOrEqual(8);
    const ids = new Set(EVAL_PERSONAS.map((persona) => persona.id));
    expect(EVAL_ITEMS.filter((item) => !ids.has(item.persona))).toEqual([]);
    expect(new Set(EVAL_ITEMS.map((item) => item.id)).size).toBe(EVAL_ITEMS.length);
  });

  it('labels each result with the site kind the catalogue gives its host', () => {
    const mismatched = EVAL_ITEMS.filter((item) => {
      const host = hostOf(item.url) ?? '';
      return categoryOf(findSite(host), host) !== item.siteKind;
    }).map((item) => `${item.id} ${item.url} ${item.siteKind}`);
    expect(mismatched).toEqual([]);
  });

  it('has both people and namesakes for every persona, and results seen by more than one scan', () => {
    for (const persona of EVAL_PERSONAS) {
      const items = EVAL_ITEMS.filter((item) => item.persona === persona.id);
      expect(
        items.some((item) => item.isPerson && item.actionable),
        persona.id,
      ).toBe(true);
      expect(
        items.some((item) => !item.isPerson),
        persona.id,
      ).toBe(true);
    }
    expect(EVAL_ITEMS.some((item) => item.sightings.length > 1)).toBe(true);
  });

  it('uses only reserved .example hosts off the catalogue', () => {
    const offCatalogue = EVAL_ITEMS.filter((item) => !findSite(item.url)).map((item) => hostOf(item.url) ?? '');
    const allowed = /(\.example$|^(www\.)?(linkedin|facebook)\.com$)/;
    expect(offCatalogue.filter((host) => !allowed.test(host))).toEqual([]);
  });
});
