import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EMPTY_FACTS } from '@cleardocket/domain/protected-profiles/facts';
import { KNOWN_NAMESAKE_REASON, isKnownNamesake, namesakeOf } from '@cleardocket/domain/protected-profiles/namesake';
import type { Namesake } from '@cleardocket/domain/protected-profiles/namesake';
import type { MatchProfile } from '@cleardocket/domain/search/match';
import type { Db } from '../../db/database';
import { searchResults } from '../../db/schema/search';
import type { StoredObservation } from '../../db/schema/search';

/**
 * "Not me" teaches the scan (issue 31 part 2, domain protected-profiles/namesake.ts): the same URL
 * keeps the member's answer (a re-scan never clears it), and a listing of the same namesake on
 * another page is retired as "Not me" instead of being asked about again.
 */
const ofProfile = (profileId: string | null) =>
  profileId ? eq(searchResults.profileId, profileId) : isNull(searchResults.profileId);

/** The most recent listings a member rejected for a profile are the namesakes a scan learns from. */
const NAMESAKES_READ = 50;

const textsOf = (row: { title: string; snippet: string; observations: StoredObservation[] }) =>
  row.observations.length > 0
    ? row.observations.map((seen) => `${seen.title}\n${seen.snippet}`)
    : [`${row.title}\n${row.snippet}`];

export async function rejectedNamesakes(
  db: Db,
  userId: string,
  profileId: string | null,
  profile: MatchProfile,
): Promise<Namesake[]> {
  const rows = await db
    .select({ title: searchResults.title, snippet: searchResults.snippet, observations: searchResults.observations })
    .from(searchResults)
    .where(and(eq(searchResults.userId, userId), ofProfile(profileId), eq(searchResults.feedback, 'not_me')))
    .orderBy(sql`${searchResults.updatedAt} desc`)
    .limit(NAMESAKES_READ);
  return rows.map((row) => namesakeOf(textsOf(row), profile, EMPTY_FACTS));
}

type Candidate = {
  url: string;
  title: string;
  snippet: string;
  found: boolean;
  severity: string;
  matchLabel: string;
  observations: StoredObservation[];
};

/** The URLs among a scan's rows that would be asked about and are a namesake the member rejected. */
export function namesakeUrls(rows: readonly Candidate[], profile: MatchProfile, rejected: readonly Namesake[]) {
  if (rejected.length === 0) return [];
  return rows
    .filter((row) => !row.found && row.severity !== 'low' && row.matchLabel !== 'unlikely')
    .filter((row) => isKnownNamesake(namesakeOf(textsOf(row), profile, EMPTY_FACTS), rejected))
    .map((row) => row.url);
}

/** Retires those listings as "Not me" with the reason the member reads; one the member answered keeps their answer. */
export async function retireNamesakes(db: Db, userId: string, profileId: string | null, urls: string[]) {
  if (urls.length === 0) return;
  await db
    .update(searchResults)
    .set({
      feedback: 'not_me',
      matchReasons: sql`${searchResults.matchReasons} || ${JSON.stringify([KNOWN_NAMESAKE_REASON])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(searchResults.userId, userId),
        ofProfile(profileId),
        inArray(searchResults.url, urls),
        isNull(searchResults.feedback),
      ),
    );
}
