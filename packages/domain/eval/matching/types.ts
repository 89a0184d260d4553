import type { MatchProfile } from '../../src/search/match';
import type { SearchType } from '../../src/search/query';
import type { ResultCategory } from '../../src/search/sites';

/**
 * The labelled development set for matching (issue "Scans v2", part 3). Every person, place,
 * phone, case number and company here is invented; hosts outside the site catalogue use the
 * reserved `.example` domain.
 */
export type EvalScan = { type: SearchType; term: string };

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
