import { classifyResult } from '../../src/search/classify';
import type { EvalItem, EvalPersona, ListLabel } from './types';

export type Prediction = {
  found: boolean;
  likely: boolean;
  list: ListLabel;
  label: string;
  score: number;
  why: string;
};

/**
 * What the product decides for an item: the last scan's result classified with what the earlier
 * scans showed for the same URL, one decision per result and profile. `classify` is the product's
 * `classifyResult`, or the rules of an earlier commit (`record-before.ts`).
 */
export function predict(
  item: EvalItem,
  persona: EvalPersona,
  now: Date,
  classify: typeof classifyResult = classifyResult,
): Prediction {
  const last = item.sightings.at(-1);
  if (!last) throw new Error(`${item.id} has no sighting`);
  const earlier = item.sightings
    .slice(0, -1)
    .map((sighting) => ({ title: sighting.title, snippet: sighting.snippet, url: item.url, scan: sighting.scan }));
  const c = classify({ url: item.url, title: last.title, snippet: last.snippet }, persona.profile, {
    now,
    scan: last.scan,
    earlier,
  });
  // Rules before issue 35 had no mentions (`mention` absent): a result was an alert or nothing.
  const isMention = (c as { mention?: boolean }).mention === true;
  return {
    found: c.found,
    likely: c.match.label === 'likely',
    list: c.found ? 'alerts' : isMention ? 'mentions' : 'none',
    label: c.match.label,
    score: c.match.score,
    why: c.match.reasons.join('; '),
  };
}
