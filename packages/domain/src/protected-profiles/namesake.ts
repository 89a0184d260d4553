import type { MatchProfile } from '../search/match';
import { lessonsFrom } from './learn';
import type { ProfileFacts } from './facts';

/**
 * "Not me" teaches the scan (issue 31 part 2): a listing the member rejected names a namesake —
 * the relatives and places it names that are not the member's. A later listing that names the
 * same person by the same marks (one of the same relatives, or two of the same places the member
 * never gave) is that namesake again, and leaves the review list without asking twice. It never
 * overrides a listing the match decision calls the member's: it only retires what would have
 * been asked.
 */
export type Namesake = { relatives: string[]; places: string[] };

const placeKey = (place: { city: string; state: string }) => `${place.city.toLowerCase()}|${place.state.toLowerCase()}`;

/** The marks of the person a listing names, less what the member told us is theirs. */
export function namesakeOf(texts: readonly string[], profile: MatchProfile, facts: ProfileFacts): Namesake {
  const lessons = lessonsFrom(texts, profile, facts);
  return {
    relatives: lessons.relatives.map((name) => name.toLowerCase()),
    places: lessons.places.map(placeKey),
  };
}

/** Whether a listing's marks are those of a namesake the member already rejected. */
export function isKnownNamesake(listing: Namesake, rejected: readonly Namesake[]): boolean {
  return rejected.some((namesake) => {
    const relatives = listing.relatives.filter((name) => namesake.relatives.includes(name)).length;
    const places = listing.places.filter((place) => namesake.places.includes(place)).length;
    return relatives >= 1 || places >= 2;
  });
}

/** The reason the member reads on a listing retired this way. */
export const KNOWN_NAMESAKE_REASON = 'conflicts: the same person as a listing you marked "Not me"';
