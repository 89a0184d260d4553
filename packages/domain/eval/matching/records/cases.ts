import type { ResultCategory } from '../../../src/search/sites';
import type { EvalItem, EvalScan, RecordKind } from '../types';

/**
 * Rows of one group of cases with ids of their own (`<persona>-<group>-NN`): `itemsFor`'s counter
 * is shared by every file of a persona, so a group added later would renumber the items after it,
 * whose ids `before.json` keeps. `mine` is really the member and actionable, `mineInfo` really
 * them with nothing to remove, `other` someone else's.
 */
export type Case = {
  label: 'mine' | 'mineInfo' | 'other';
  url: string;
  title: string;
  snippet: string;
  siteKind: ResultCategory;
  pattern: string;
  recordKind?: RecordKind;
};

export function casesOf(persona: string, group: string, scan: EvalScan, cases: readonly Case[]): EvalItem[] {
  return cases.map((each, n) => ({
    id: `${persona}-${group}-${String(n + 1).padStart(2, '0')}`,
    persona,
    url: each.url,
    sightings: [{ scan, title: each.title, snippet: each.snippet }],
    siteKind: each.siteKind,
    ...(each.recordKind ? { recordKind: each.recordKind } : {}),
    isPerson: each.label !== 'other',
    actionable: each.label !== 'mineInfo',
    pattern: `${group}: ${each.pattern}`,
  }));
}

/** A case in one line: label, url, title, snippet, site kind, pattern. */
export const row = (
  label: Case['label'],
  url: string,
  title: string,
  snippet: string,
  siteKind: ResultCategory,
  pattern: string,
  recordKind?: RecordKind,
): Case => ({ label, url, title, snippet, siteKind, pattern, ...(recordKind ? { recordKind } : {}) });
