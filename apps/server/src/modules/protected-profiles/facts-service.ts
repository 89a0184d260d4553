import { checkProfileTerm, factsOf, toMatchProfile, withAccount } from '@cleardocket/domain/protected-profiles/facts';
import type { AccountFacts, ProfileFacts, ProfileFactsInput } from '@cleardocket/domain/protected-profiles/facts';
import type { MatchProfile } from '@cleardocket/domain/search/match';
import { nameTermParts } from '@cleardocket/domain/search/query';
import type { SearchType } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { memberFacts } from '../profile/service';
import * as repository from './repository';
import { findProfileWithFacts, saveFacts, selfProfile } from './service';
import type { ProfileWithFacts } from './service';

/*
 * Who the member is, as scans and verifications weigh it (issue 29): a profile's facts, the
 * member's own from their account and search settings, and the match profile built from them.
 * Search and requests both ask; it lives with the profiles, below both.
 */

/** A scan's profile: the one named, or the member themself (made when missing). */
export async function scanProfile(
  db: Db,
  userId: string,
  profileId: string | null | undefined,
): Promise<ProfileWithFacts> {
  if (!profileId) return selfProfile(db, userId);
  const found = await findProfileWithFacts(db, userId, profileId);
  if (!found) throw new AppError('not_found', 'Profile not found', 404);
  return found;
}

export type SearchSettings = {
  autoCreateRequests: boolean;
  middleName: string | null;
  birthYear: number | null;
  aliases: string[];
  relatives: string[];
};

export async function getSettings(db: Db, userId: string): Promise<SearchSettings> {
  const row = await repository.findPreferences(db, userId);
  return {
    autoCreateRequests: row?.autoCreateRequests ?? false,
    middleName: row?.middleName ?? null,
    birthYear: row?.birthYear ?? null,
    aliases: row?.aliases ?? [],
    relatives: row?.relatives ?? [],
  };
}

export async function updateSettings(
  db: Db,
  userId: string,
  changes: Partial<SearchSettings>,
): Promise<SearchSettings> {
  const row = await repository.upsertPreferences(db, userId, {
    ...changes,
    middleName: changes.middleName === undefined ? undefined : changes.middleName?.trim() || null,
  });
  return {
    autoCreateRequests: row.autoCreateRequests,
    middleName: row.middleName,
    birthYear: row.birthYear,
    aliases: row.aliases,
    relatives: row.relatives,
  };
}

/** What the member's account adds to their own profile: their name, phone, email, addresses. */
async function accountFacts(db: Db, userId: string) {
  const { account, places } = await memberFacts(db, userId);
  const facts: AccountFacts = {
    phones: account?.phone ? [account.phone] : [],
    emails: account?.email ? [account.email] : [],
    places: places.map((place) => ({ city: place.city, state: place.state, county: null })),
    addresses: [],
  };
  return { firstName: account?.firstName ?? '', lastName: account?.lastName ?? '', facts };
}

/** The member's own stored facts with their search settings in place of the same fields. */
const selfFacts = (facts: ProfileFacts, settings: SearchSettings): ProfileFacts => ({
  ...facts,
  middleName: settings.middleName,
  birthYear: settings.birthYear,
  otherNames: settings.aliases,
  relatives: settings.relatives,
});

/**
 * The profile as the match rules weigh it. A family member's or business's facts are the ones
 * stored with it; the member's own are their account's name, phone, email and addresses, their
 * search settings (middle name, birth year, other names, relatives) and what else the profile holds.
 */
export async function judgedBy(db: Db, userId: string, profile: ProfileWithFacts): Promise<MatchProfile> {
  return (await judgedWithAccount(db, userId, profile)).judged;
}

/** `judgedBy`, with the account's own facts it read (null for a family member or a business). */
async function judgedWithAccount(db: Db, userId: string, profile: ProfileWithFacts) {
  if (profile.profile.kind !== 'self') return { judged: toMatchProfile(profile.profile, profile.facts), account: null };
  const [settings, account] = await Promise.all([getSettings(db, userId), accountFacts(db, userId)]);
  const judged = toMatchProfile(
    { ...profile.profile, firstName: account.firstName, lastName: account.lastName },
    withAccount(selfFacts(profile.facts, settings), account.facts),
  );
  return { judged, account };
}

/**
 * What a scan may search for a profile: its facts, except that for the member themself only the
 * account's own (proven) email is searched. An address typed into one's own facts may be anyone's;
 * it still counts as evidence when results are judged (issue 32 item 4). Phone numbers typed as
 * one's own are searched: proving a phone needs SMS, which a server may not have (issue 31 §7).
 */
async function scannableBy(db: Db, userId: string, profile: ProfileWithFacts): Promise<MatchProfile> {
  // The account's facts as read once for the judgement: a scan start reads them once (issue 34).
  const { judged, account } = await judgedWithAccount(db, userId, profile);
  return account ? { ...judged, emails: account.facts.emails } : judged;
}

/** Whether a term is one of the profile's facts: `{ ok: false, message }` says why not (issue 17, 32). */
export async function checkTermOf(db: Db, userId: string, profile: ProfileWithFacts, type: SearchType, term: string) {
  return checkProfileTerm(await scannableBy(db, userId, profile), profile.profile.label, type, term);
}

/**
 * The profile a scan's results are weighed against: that profile's facts (the member's own when
 * `profileId` is null), plus the searched term, which the scan checked is theirs.
 */
export async function matchProfileFor(
  db: Db,
  userId: string,
  profileId: string | null,
  type: SearchType,
  term: string,
): Promise<MatchProfile> {
  const profile = await scanProfile(db, userId, profileId);
  const match = await judgedBy(db, userId, profile);
  return {
    ...match,
    aliases: [
      ...(match.aliases ?? []),
      ...(type === 'name' && match.kind !== 'business' ? [nameTermParts(term).name] : []),
    ],
    phones: [...(match.phones ?? []), ...(type === 'phone' ? [term] : [])],
    emails: [...(match.emails ?? []), ...(type === 'email' ? [term] : [])],
  };
}

/** A profile's facts for its page: stored ones, and for the member themself what the account adds. */
export async function profileFacts(db: Db, userId: string, profileId: string) {
  const profile = await scanProfile(db, userId, profileId);
  if (profile.profile.kind !== 'self') return { ...profile, fromAccount: null };
  const [settings, account] = await Promise.all([getSettings(db, userId), accountFacts(db, userId)]);
  return { ...profile, facts: selfFacts(profile.facts, settings), fromAccount: account.facts };
}

/**
 * Changes a profile's facts. The member's own middle name, birth year, other names and relatives
 * stay in their search settings (one place for each fact); the rest is stored with the profile.
 */
export async function updateProfileFacts(db: Db, userId: string, profileId: string, facts: ProfileFactsInput) {
  const profile = await scanProfile(db, userId, profileId);
  const clean = factsOf(facts);
  if (profile.profile.kind === 'self') {
    await updateSettings(db, userId, {
      middleName: clean.middleName,
      birthYear: clean.birthYear,
      aliases: clean.otherNames,
      relatives: clean.relatives,
    });
    await saveFacts(db, userId, profileId, {
      ...clean,
      middleName: null,
      birthYear: null,
      otherNames: [],
      relatives: [],
    });
  } else await saveFacts(db, userId, profileId, clean);
  return profileFacts(db, userId, profileId);
}
