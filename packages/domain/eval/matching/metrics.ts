/** Counts and scores of one yes/no question over a set of items. */
export type Tally = { tp: number; fp: number; fn: number; tn: number };

export const emptyTally = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

export function count(tally: Tally, predicted: boolean, actual: boolean): void {
  if (predicted && actual) tally.tp += 1;
  else if (predicted) tally.fp += 1;
  else if (actual) tally.fn += 1;
  else tally.tn += 1;
}

/** Precision, recall and F1; null when undefined (nothing predicted, or nothing to find). */
export function scores(tally: Tally): { precision: number | null; recall: number | null; f1: number | null } {
  const precision = tally.tp + tally.fp > 0 ? tally.tp / (tally.tp + tally.fp) : null;
  const recall = tally.tp + tally.fn > 0 ? tally.tp / (tally.tp + tally.fn) : null;
  const f1 =
    precision !== null && recall !== null && precision + recall > 0
      ? (2 * precision * recall) / (precision + recall)
      : null;
  return { precision, recall, f1 };
}

/**
 * Counts one item of a question with several answers (which list a result goes to): right when the
 * predicted list is the labelled one; a result put in the wrong list is both a false positive and
 * a false negative.
 */
export function countList(tally: Tally, predicted: string, actual: string): void {
  if (predicted !== 'none' && predicted === actual) tally.tp += 1;
  else if (predicted === 'none' && actual === 'none') tally.tn += 1;
  else {
    if (predicted !== 'none') tally.fp += 1;
    if (actual !== 'none') tally.fn += 1;
  }
}
