import { describe, expect, it } from 'vitest';
import { isOfficialRegisterHost } from '../../src/search/company-register';
import { categoryOf } from '../../src/search/severity';
import { isReviewHost } from '../../src/search/removal-target';
import { findSite, hostOf } from '../../src/search/sites';
import { EVAL_ITEMS, EVAL_PERSONAS } from './data-set';
import { CAPTION_ITEMS } from './records/captions';
import { LAYOUT_ITEMS } from './records/layouts';
import { BROOKS_LAYOUT_ITEMS } from './records/layouts-brooks';
import { OKAFOR_LAYOUT_ITEMS } from './records/layouts-okafor';
import { MARRIED_NAME_ITEMS } from './records/married-names';
import { MENTION_ITEMS } from './records/mentions';
import { ORGANISATION_ITEMS } from './records/organisations';
import { ROLL_ITEMS } from './records/rolls';
import { WAVE4_CAPTION_ITEMS } from './records/captions-wave4';
import { WAVE4_LAYOUT_ITEMS } from './records/layouts-wave4';
import { REGISTER_ITEMS } from './records/registers';
import { WAVE4_ROLL_ITEMS } from './records/rolls-wave4';
import { SOCIAL_ITEMS } from './records/social';
import { recordKindOf } from './types';

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

  it('uses only reserved .example hosts off the catalogue, besides social, review and state register sites', () => {
    const offCatalogue = EVAL_ITEMS.filter((item) => !findSite(item.url)).map((item) => hostOf(item.url) ?? '');
    const allowed = /(\.example$|^(www\.)?(linkedin|facebook|instagram|tiktok|x)\.com$)/;
    expect(
      offCatalogue.filter((host) => !allowed.test(host) && !isReviewHost(host) && !isOfficialRegisterHost(host)),
    ).toEqual([]);
  });

  it('has at least 30 wave-4 cases in shapes not covered before, the member’s and namesakes’ in each', () => {
    const groups = [WAVE4_CAPTION_ITEMS, WAVE4_ROLL_ITEMS, REGISTER_ITEMS, SOCIAL_ITEMS, WAVE4_LAYOUT_ITEMS];
    expect(groups.flat().length).toBeGreaterThanOrEqual(30);
    for (const group of groups) {
      expect(group.filter((item) => item.isPerson).length, group[0]?.id).toBeGreaterThan(0);
      expect(group.filter((item) => !item.isPerson).length, group[0]?.id).toBeGreaterThan(0);
    }
    // Register copies and the states' own registers; social profiles identified by a handle.
    expect(REGISTER_ITEMS.some((item) => isOfficialRegisterHost(hostOf(item.url) ?? ''))).toBe(true);
    expect(SOCIAL_ITEMS.filter((item) => item.pattern.includes('handle')).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 150 cases of issue 35 in its shapes: ten caption styles, ten owner rolls, organisations, layouts', () => {
    expect(
      CAPTION_ITEMS.length +
        ROLL_ITEMS.length +
        ORGANISATION_ITEMS.length +
        LAYOUT_ITEMS.length +
        OKAFOR_LAYOUT_ITEMS.length +
        BROOKS_LAYOUT_ITEMS.length +
        MENTION_ITEMS.length +
        MARRIED_NAME_ITEMS.length,
    ).toBeGreaterThanOrEqual(150);
    expect(new Set(CAPTION_ITEMS.map((item) => item.pattern.split(':')[0])).size).toBe(10);
    expect(new Set(ROLL_ITEMS.map((item) => item.pattern.split(':')[0])).size).toBe(10);
    expect(
      ORGANISATION_ITEMS.filter((item) => item.sightings.some((seen) => seen.title.includes('&'))).length,
    ).toBeGreaterThan(10);
    // Married names in people-search, property and court shapes, the member's and namesakes'.
    for (const kind of ['people-search', 'real-estate', 'public-records', 'court-records'] as const) {
      expect(
        MARRIED_NAME_ITEMS.some((item) => item.siteKind === kind),
        kind,
      ).toBe(true);
    }
    expect(MARRIED_NAME_ITEMS.filter((item) => !item.isPerson).length).toBeGreaterThanOrEqual(5);
  });

  it('has people and namesakes of every record kind the issue names', () => {
    for (const kind of ['court', 'property', 'people-search', 'mugshot', 'broker', 'news', 'social'] as const) {
      const items = EVAL_ITEMS.filter((item) => recordKindOf(item) === kind);
      expect(
        items.some((item) => item.isPerson),
        kind,
      ).toBe(true);
      expect(
        items.some((item) => !item.isPerson),
        kind,
      ).toBe(true);
    }
  });
});
