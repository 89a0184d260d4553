import type { MatchObservation } from './match';
import type { SearchType } from './query';

/** One scan's view of a result page as the server keeps it (ISO time of the scan). */
export type Observation = { title: string; snippet: string; type: SearchType; term: string; seenAt: string };

/** Most observations kept per result: the latest of each scan type and term, newest first. */
export const MAX_OBSERVATIONS = 8;

const sameScan = (a: Observation, b: Observation) => a.type === b.type && a.term.toLowerCase() === b.term.toLowerCase();

/**
 * A result's observations after one more scan: the new one replaces the same scan's earlier view
 * (same type and term), every other scan's view stays, newest first, at most MAX_OBSERVATIONS.
 */
export function addObservation(earlier: readonly Observation[], next: Observation): Observation[] {
  const kept = earlier.filter((observation) => !sameScan(observation, next));
  return [next, ...kept].slice(0, MAX_OBSERVATIONS);
}

/** The stored observations as the match decision reads them. */
export function toMatchObservations(observations: readonly Observation[], url: string): MatchObservation[] {
  return observations.map((observation) => ({
    title: observation.title,
    snippet: observation.snippet,
    url,
    scan: { type: observation.type, term: observation.term },
  }));
}
