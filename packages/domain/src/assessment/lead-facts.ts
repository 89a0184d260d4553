import type { ProfileFacts } from '../protected-profiles/facts';

/**
 * What the visitor told the free assessment becomes the new member's facts at sign-up (issue 31
 * part 1): the city and state as a place (the state alone when no city was given is not a place
 * the match rules can use, so it is left out), the case number as one of their case numbers. The
 * name and email are the account's already. Nothing the member holds is replaced or repeated.
 */
export type LeadFactsGiven = { city: string | null; state: string | null; caseNumber: string | null };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function withLeadFacts(facts: ProfileFacts, lead: LeadFactsGiven): ProfileFacts {
  const city = lead.city?.trim() ?? '';
  const state = lead.state?.trim() ?? '';
  const caseNumber = lead.caseNumber?.trim() ?? '';
  const hasPlace = facts.places.some((place) => same(place.city, city) && same(place.state, state));
  const hasCase = facts.caseNumbers.some((held) => same(held, caseNumber));
  return {
    ...facts,
    places: city && state && !hasPlace ? [...facts.places, { city, state, county: null }] : facts.places,
    caseNumbers: caseNumber && !hasCase ? [...facts.caseNumbers, caseNumber] : facts.caseNumbers,
  };
}
