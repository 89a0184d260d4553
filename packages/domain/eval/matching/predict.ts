import { classifyResult } from '../../src/search/classify';
import type { MatchProfile } from '../../src/search/match';
import type { SearchType } from '../../src/search/query';
import type { EvalItem, EvalPersona } from './types';

export type Prediction = { found: boolean; likely: boolean; label: string; score: number; why: string };

const PERSON_TYPES: readonly SearchType[] = ['name', 'phone', 'email'];

/**
 * What the product decides for an item, the way the server calls the domain: the profile with the
 * scan's term added, and the last scan's classification standing (as the server stores it).
 */
export function predict(item: EvalItem, persona: EvalPersona, now: Date): Prediction {
  const last = item.sightings.at(-1);
  if (!last) throw new Error(`${item.id} has no sighting`);
  const { type, term } = last.scan;
  const profile: MatchProfile = {
    ...persona.profile,
    aliases: [...(persona.profile.aliases ?? []), ...(type === 'name' ? [term] : [])],
    phones: [...(persona.profile.phones ?? []), ...(type === 'phone' ? [term] : [])],
    emails: [...(persona.profile.emails ?? []), ...(type === 'email' ? [term] : [])],
  };
  const c = classifyResult({ url: item.url, title: last.title, snippet: last.snippet }, profile, {
    now,
    requireMatch: PERSON_TYPES.includes(type),
  });
  return {
    found: c.found,
    likely: c.match.label === 'likely',
    label: c.match.label,
    score: c.match.score,
    why: c.match.reasons.join(', '),
  };
}
