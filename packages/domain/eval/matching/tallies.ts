import { count, countList, emptyTally } from './metrics';
import type { Tally } from './metrics';
import type { Prediction } from './predict';
import type { EvalItem } from './types';
import { listLabelOf, recordKindOf } from './types';

/**
 * The questions the evaluation asks of every result, each counted per record kind and overall:
 * - `alerts`: found — really this person and a record to remove (the held-out question). News,
 *   social and review pages are never removal targets (issue 35, item 4), so for their kinds this
 *   counts only the pages wrongly put among the alerts;
 * - `mentions`: listed as a mention — really this person, on a news, social or review page;
 * - `listed`: in the list it belongs to (alerts, mentions or neither);
 * - `likely`: really this person, whatever the list (the match decision alone).
 */
export type Question = 'alerts' | 'mentions' | 'listed' | 'likely';

/** A decision as the figures need it: the product's now, or one recorded from earlier rules. */
export type Decision = Pick<Prediction, 'found' | 'likely' | 'list'>;
export type Counts = { n: number } & Record<Question, Tally>;

const emptyCounts = (): Counts => ({
  n: 0,
  alerts: emptyTally(),
  mentions: emptyTally(),
  listed: emptyTally(),
  likely: emptyTally(),
});

/** Counts per record kind and `overall`, for the rules before and the rules now. */
export class Tallies {
  readonly before = new Map<string, Counts>();
  readonly after = new Map<string, Counts>();

  add(item: EvalItem, now: Decision, then: Decision | undefined): void {
    for (const key of [recordKindOf(item), 'overall']) {
      addTo(countsOf(this.after, key), item, now);
      if (then) addTo(countsOf(this.before, key), item, then);
    }
  }
}

function countsOf(table: Map<string, Counts>, key: string): Counts {
  let counts = table.get(key);
  if (!counts) {
    counts = emptyCounts();
    table.set(key, counts);
  }
  return counts;
}

function addTo(counts: Counts, item: EvalItem, decision: Decision): void {
  const truth = listLabelOf(item);
  counts.n += 1;
  count(counts.alerts, decision.found, truth === 'alerts');
  count(counts.mentions, decision.list === 'mentions', truth === 'mentions');
  countList(counts.listed, decision.list, truth);
  count(counts.likely, decision.likely, item.isPerson);
}
