import { classifyResult } from '../../src/search/classify';
import type { EvalItem, EvalPersona } from './types';

export type Prediction = { found: boolean; likely: boolean; label: string; score: number; why: string };

/**
 * What the product decides for an item: the last scan's result classified with what the earlier
 * scans showed for the same URL, one decision per result and profile.
 */
export function predict(item: EvalItem, persona: EvalPersona, now: Date): Prediction {
  const last = item.sightings.at(-1);
  if (!last) throw new Error(`${item.id} has no sighting`);
  const earlier = item.sightings
    .slice(0, -1)
    .map((sighting) => ({ title: sighting.title, snippet: sighting.snippet, url: item.url, scan: sighting.scan }));
  const c = classifyResult({ url: item.url, title: last.title, snippet: last.snippet }, persona.profile, {
    now,
    scan: last.scan,
    earlier,
  });
  return {
    found: c.found,
    likely: c.match.label === 'likely',
    label: c.match.label,
    score: c.match.score,
    why: c.match.reasons.join('; '),
  };
}
