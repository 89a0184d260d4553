import { LIKELY_THRESHOLD } from '../search/matching/decision';
import { scoreMatch } from '../search/match';
import type { MatchProfile } from '../search/match';
import type { ProfileFact } from './playbook';

/**
 * Choosing the member's record in a people-search site's result list (issue 30 §1): each row is
 * weighed by the product's own matching (search/match.ts), the same rule that decides whether a
 * scan's result is the member. The one row that is "likely" and ahead of every other is chosen;
 * never the first row, never a guess between namesakes.
 */
export type RecordChoice =
  | { kind: 'chosen'; index: number; why: string }
  | { kind: 'none'; why: string }
  | { kind: 'ambiguous'; indexes: number[]; why: string };

/** The member as the matching rule reads them, from the facts a playbook may type. */
export function matchProfileOf(facts: Partial<Record<ProfileFact, string>>): MatchProfile | null {
  const firstName = facts.firstName?.trim();
  const lastName = facts.lastName?.trim();
  if (!firstName || !lastName) return null;
  const birthYear = Number(facts.birthYear);
  return {
    firstName,
    lastName,
    middleName: facts.middleName ?? null,
    birthYear: Number.isInteger(birthYear) && birthYear > 1900 ? birthYear : null,
    places: facts.city && facts.state ? [{ city: facts.city, state: facts.state }] : [],
    phones: facts.phone ? [facts.phone] : [],
  };
}

export function chooseRecord(rows: readonly string[], profile: MatchProfile, now: Date): RecordChoice {
  if (rows.length === 0) return { kind: 'none', why: 'The site’s search listed no records for your name.' };
  const scored = rows.map((row, index) => ({ index, match: scoreMatch({ title: row, snippet: '' }, profile, now) }));
  const likely = scored.filter((entry) => entry.match.score >= LIKELY_THRESHOLD && entry.match.conflicts.length === 0);
  const count = `${rows.length} record${rows.length === 1 ? '' : 's'}`;
  if (likely.length === 0)
    return {
      kind: 'none',
      why: `The site’s search listed ${count}, and none shows enough of your details (your place, age or middle name) to be you; we chose none.`,
    };
  const best = Math.max(...likely.map((entry) => entry.match.score));
  const top = likely.filter((entry) => entry.match.score === best);
  if (top.length > 1)
    return {
      kind: 'ambiguous',
      indexes: top.map((entry) => entry.index),
      why: `The site’s search listed ${count}, and ${top.length} of them fit you equally well; a person must choose.`,
    };
  const chosen = top[0];
  if (!chosen) return { kind: 'none', why: `The site’s search listed ${count}; we chose none.` };
  return {
    kind: 'chosen',
    index: chosen.index,
    why: `Chose record ${chosen.index + 1} of ${rows.length} (${chosen.match.matched.join(', ') || 'your name'}).`,
  };
}
