import type { MatchProfile } from '../search/match';
import { findNames } from '../search/matching/names';
import { parseFullName } from '../search/matching/person-name';
import { namedPlaces } from '../search/matching/places';
import { prepareProfile } from '../search/matching/profile';
import { readText } from '../search/matching/text';
import { stateCode } from '../search/matching/us-states';
import { peopleZones, zoneNames } from '../search/matching/zones';
import type { ProfileFacts, ProfilePlace } from './facts';

/**
 * "This is me" teaches the profile (issue 17 part 2), with the member's agreement: a listing they
 * confirmed names relatives and places; those the profile does not hold yet are offered, and the
 * ones the member picks become facts, so later decisions weigh them as evidence.
 */
export type Lessons = { relatives: string[]; places: ProfilePlace[] };

const capitalise = (value: string) => value.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
/** A place as compared: the city's words and the state's code ("Ohio" and "OH" are one). */
const placeKey = (place: { city: string; state: string }) =>
  `${place.city.trim().toLowerCase()}|${stateCode(place.state) ?? place.state.trim().toUpperCase()}`;

/** Whether two written names are the same person's name (given name or a form of it, and surname). */
function sameName(a: string, b: string): boolean {
  const one = parseFullName(a);
  const two = parseFullName(b);
  if (!one || !two) return false;
  const given = one.firsts.has(two.first) || two.firsts.has(one.first);
  const surname = one.lasts.some((last) => two.lasts.some((other) => last.join(' ') === other.join(' ')));
  return given && surname;
}

/**
 * What a confirmed listing (its title and snippet as every scan saw them) can add to the profile:
 * the relatives its list of relatives names and the "City, ST" places it names, less what the
 * profile already holds and the profile's own names.
 */
export function lessonsFrom(texts: readonly string[], profile: MatchProfile, facts: ProfileFacts): Lessons {
  const prepared = prepareProfile(profile);
  const own = [`${profile.firstName} ${profile.lastName}`, ...(profile.aliases ?? [])];
  const known = [...facts.relatives, ...(profile.relatives ?? [])];
  const relatives: string[] = [];
  const places: ProfilePlace[] = [];
  const knownPlaces = new Set([...(profile.places ?? []), ...facts.places].map(placeKey));
  for (const text of texts) {
    const result = readText(text);
    const zones = peopleZones(result, prepared.isBusiness);
    for (const zone of zones) {
      for (const listed of zoneNames(result, zone)) {
        const name = capitalise(listed);
        if (!parseFullName(name)) continue;
        if ([...own, ...known, ...relatives].some((other) => sameName(other, name))) continue;
        relatives.push(name);
      }
    }
    // Names are not places: the member's own name and every listed person's words are skipped.
    const skip = new Uint8Array(result.words.length);
    for (const zone of zones) skip.fill(1, zone.start, zone.end);
    for (const occurrence of findNames(result, prepared.names)) skip.fill(1, occurrence.start, occurrence.end);
    for (const place of namedPlaces(result, skip)) {
      const key = placeKey(place);
      if (knownPlaces.has(key)) continue;
      knownPlaces.add(key);
      places.push({ ...place, county: null });
    }
  }
  return { relatives, places };
}

/** The lessons the member chose, added to the facts; a choice that was not offered is left out. */
export function learn(facts: ProfileFacts, offered: Lessons, chosen: Lessons): ProfileFacts {
  const relatives = chosen.relatives.filter((name) => offered.relatives.includes(name));
  const offeredPlaces = new Set(offered.places.map(placeKey));
  const places = chosen.places.filter((place) => offeredPlaces.has(placeKey(place)));
  return {
    ...facts,
    relatives: [...facts.relatives, ...relatives.filter((name) => !facts.relatives.includes(name))],
    places: [
      ...facts.places,
      ...places
        .filter((place) => !facts.places.some((known) => placeKey(known) === placeKey(place)))
        .map((place) => ({ city: place.city, state: place.state, county: place.county ?? null })),
    ],
  };
}
