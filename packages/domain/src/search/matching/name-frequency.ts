import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES } from './name-frequency-data';

/**
 * How rare a name is (issue 35, item 3): about how many people in the US bear a given name and
 * surname together, from the 1990 Census name lists (`name-frequency-data.ts`, docs/data-sources.md).
 * The lists give each name's rank; a rank becomes a share of the population by interpolating, on
 * log scales, between shares the Census Bureau published for a few ranks (the anchors below, each
 * good to about a factor of two — the rule works in factors of ten). A name past the end of a list
 * is given the share of the list's last rank: at most that common, never guessed rarer.
 */
type Anchor = readonly [rank: number, share: number];
const SURNAME_ANCHORS: readonly Anchor[] = [
  [1, 0.01],
  [10, 0.0025],
  [100, 0.0009],
  [1000, 0.000085],
  [10000, 0.0000064],
];
/** Shares among men and among women of the given names at those ranks. */
const MALE_ANCHORS: readonly Anchor[] = [
  [1, 0.033],
  [10, 0.014],
  [100, 0.0016],
  [1000, 0.00005],
  [1219, 0.00003],
];
const FEMALE_ANCHORS: readonly Anchor[] = [
  [1, 0.026],
  [10, 0.0077],
  [100, 0.0015],
  [1000, 0.0001],
  [4275, 0.0000025],
];
/** The 2020 Census count of the US population. */
const US_POPULATION = 331_449_281;

const ranksOf = (list: string) => {
  const ranks = new Map<string, number>();
  list.split(' ').forEach((name, index) => {
    if (!ranks.has(name)) ranks.set(name, index + 1);
  });
  return ranks;
};
let tables: { male: Map<string, number>; female: Map<string, number>; surnames: Map<string, number> } | null = null;
/** The lists are read when a name is first judged (once per process), not when the module loads. */
function tablesOf() {
  tables ??= { male: ranksOf(MALE_GIVEN_NAMES), female: ranksOf(FEMALE_GIVEN_NAMES), surnames: ranksOf(SURNAMES) };
  return tables;
}

/** The share at `rank` by log-log interpolation between anchors; past the last anchor, the last share. */
function shareAt(rank: number, anchors: readonly Anchor[]): number {
  for (let i = 1; i < anchors.length; i++) {
    const [r0, s0] = anchors[i - 1] ?? [1, 1];
    const [r1, s1] = anchors[i] ?? [1, 1];
    if (rank <= r1) {
      const t = Math.log(rank / r0) / Math.log(r1 / r0);
      return Math.exp(Math.log(s0) + t * Math.log(s1 / s0));
    }
  }
  return anchors.at(-1)?.[1] ?? 0;
}

const lastOf = (anchors: readonly Anchor[]) => anchors.at(-1)?.[0] ?? 1;

/** Share of the whole population with this given name (half men, half women). */
export function givenNameShare(given: string): number {
  const { male, female } = tablesOf();
  const asMale = shareAt(male.get(given) ?? lastOf(MALE_ANCHORS), MALE_ANCHORS);
  const asFemale = shareAt(female.get(given) ?? lastOf(FEMALE_ANCHORS), FEMALE_ANCHORS);
  return (asMale + asFemale) / 2;
}

/** Share of the population with this surname; a surname of several parts is as rare as its rarest part. */
export function surnameShare(parts: readonly string[]): number {
  const { surnames } = tablesOf();
  let share = 1;
  for (const part of parts) {
    share = Math.min(share, shareAt(surnames.get(part) ?? lastOf(SURNAME_ANCHORS), SURNAME_ANCHORS));
  }
  return share;
}

/** About how many people in the US bear this given name and surname (the two taken as independent). */
export function expectedBearers(given: string, surnameParts: readonly string[]): number {
  return US_POPULATION * givenNameShare(given) * surnameShare(surnameParts);
}

/** Most points a rare name adds: a rare name alone stays "possible" (40 + 15 < 70). */
const MAX_RARITY_POINTS = 15;

/**
 * Points a full name earns by its rarity: 5 for every factor of ten fewer than 1,000 bearers
 * (1,000 or more: none; 100: 5; 10: 10; 1 or fewer: 15).
 */
export function rarityPoints(given: string, surnameParts: readonly string[]): number {
  if (!given || surnameParts.length === 0) return 0;
  const bearers = expectedBearers(given, surnameParts);
  const points = Math.round(5 * Math.log10(1000 / Math.max(bearers, 1e-9)));
  return Math.max(0, Math.min(MAX_RARITY_POINTS, points));
}
