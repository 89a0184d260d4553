import type { MatchProfile } from '../../src/search/match';
import type { SearchType } from '../../src/search/query';
import type { ResultCategory } from '../../src/search/sites';

/**
 * The labelled development set for matching (issue "Scans v2", part 3). Every person, place,
 * phone, case number and company here is invented; hosts outside the site catalogue use the
 * reserved `.example` domain.
 */
export type EvalScan = { type: SearchType; term: string };

/**
 * What kind of record a result is (issue 35): the kinds the evaluation reports on. By default it
 * follows the site kind (`recordKindOf`); an item says otherwise when the page is, say, a review
 * page on a site the catalogue does not know.
 */
export const RECORD_KINDS = [
  'court',
  'property',
  'people-search',
  'mugshot',
  'broker',
  'news',
  'social',
  'review',
  'other',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
/** News, social profiles and review pages: about the person, never a removal target (issue 35, item 4). */
export const MENTION_KINDS: ReadonlySet<RecordKind> = new Set<RecordKind>(['news', 'social', 'review']);

const KIND_OF_SITE: Record<ResultCategory, RecordKind> = {
  'court-records': 'court',
  'real-estate': 'property',
  'public-records': 'property',
  'people-search': 'people-search',
  'background-check': 'people-search',
  mugshots: 'mugshot',
  'data-broker': 'broker',
  news: 'news',
  'news-archive': 'news',
  social: 'social',
  other: 'other',
};

export function recordKindOf(item: Pick<EvalItem, 'siteKind' | 'recordKind'>): RecordKind {
  return item.recordKind ?? KIND_OF_SITE[item.siteKind];
}

/**
 * Where a result belongs, as labelled: its alerts (really this person and a record to act on), its
 * mentions (really this person, on a news, social or review page), or neither.
 */
export type ListLabel = 'alerts' | 'mentions' | 'none';
export function listLabelOf(item: EvalItem): ListLabel {
  if (!item.isPerson) return 'none';
  if (MENTION_KINDS.has(recordKindOf(item))) return 'mentions';
  return item.actionable ? 'alerts' : 'none';
}

/** One sighting of a result: the scan that returned it and the title and snippet it showed then. */
type EvalSighting = { scan: EvalScan; title: string; snippet: string };

export type EvalItem = {
  id: string;
  persona: string;
  url: string;
  /** The sightings in the order the scans ran (most items have one). */
  sightings: readonly EvalSighting[];
  /** The site kind as the catalogue classifies the host (checked by a unit test). */
  siteKind: ResultCategory;
  /** The kind of record, when it is not the site kind's (`recordKindOf`). */
  recordKind?: RecordKind;
  /** Ground truth: the result is really about this persona. */
  isPerson: boolean;
  /** Ground truth: the content would need action (a record, a listing, contact data, a story about a charge). */
  actionable: boolean;
  /** The failure pattern or kind of evidence the item exercises, for reading the set. */
  pattern: string;
};

export type EvalPersona = { id: string; description: string; profile: MatchProfile };

type Entry = [url: string, title: string, snippet: string, siteKind: ResultCategory, pattern: string];

/**
 * Writes a persona's items compactly: `mine` (really them, actionable), `mineInfo` (really them,
 * nothing to remove), `other` (someone else), each seen by the given scan.
 */
const counters = new Map<string, number>();

export function itemsFor(persona: string, scan: EvalScan) {
  const make =
    (isPerson: boolean, actionable: boolean) =>
    (...[url, title, snippet, siteKind, pattern]: Entry): EvalItem => {
      const counter = (counters.get(persona) ?? 0) + 1;
      counters.set(persona, counter);
      return {
        id: `${persona}-${String(counter).padStart(2, '0')}`,
        persona,
        url,
        sightings: [{ scan, title, snippet }],
        siteKind,
        isPerson,
        actionable,
        pattern,
      };
    };
  return {
    mine: make(true, true),
    mineInfo: make(true, false),
    other: make(false, true),
    otherInfo: make(false, false),
  };
}

/** The same result seen again by a later scan, with the title and snippet that scan showed. */
export function seenAgain(item: EvalItem, scan: EvalScan, title: string, snippet: string): EvalItem {
  return { ...item, id: `${item.id}+${scan.type}`, sightings: [...item.sightings, { scan, title, snippet }] };
}
