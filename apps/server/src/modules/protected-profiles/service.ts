import type { ProtectedProfileWire } from '@cleardocket/domain/protected-profiles/contract';
import { factsOf } from '@cleardocket/domain/protected-profiles/facts';
import type { ProfileFacts } from '@cleardocket/domain/protected-profiles/facts';
import {
  FAMILY_CONSENT_TEXT,
  profileLabel,
  profileLimitMessage,
} from '@cleardocket/domain/protected-profiles/profiles';
import type { ProfileInput } from '@cleardocket/domain/protected-profiles/profiles';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { profileLimit } from '../membership/service';
import type { ConsentStatus } from '@cleardocket/domain/protected-profiles/consent';
import { consentStatus } from './consent';

/** Other modules check consent through this service (issue 32 item 4). */
export { requireConsent } from './consent';
import * as repository from './repository';
import type { ProfileRow, ProfileValues } from './repository';

function toProfile(row: ProfileRow, consentStatus: ConsentStatus = 'none'): ProtectedProfileWire {
  return {
    id: row.id,
    kind: row.kind,
    label: profileLabel(row),
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    relation: row.relation,
    consentAt: row.consentAt,
    consentStatus,
    createdAt: row.createdAt,
  };
}

/** The stored values for who a profile is for; "myself" takes the account's own name. */
async function valuesOf(db: Db, userId: string, input: ProfileInput, now: Date): Promise<ProfileValues> {
  const none = { companyName: null, relation: null, consentText: null, consentAt: null };
  switch (input.kind) {
    case 'self': {
      const name = await repository.accountName(db, userId);
      return { ...none, kind: 'self', firstName: name?.firstName ?? '', lastName: name?.lastName ?? '' };
    }
    case 'family':
      return {
        ...none,
        kind: 'family',
        firstName: input.firstName,
        lastName: input.lastName,
        relation: input.relation,
        consentText: FAMILY_CONSENT_TEXT,
        consentAt: now,
      };
    case 'business':
      return { ...none, kind: 'business', firstName: '', lastName: '', companyName: input.companyName };
  }
}

/**
 * Adds a profile, or changes `replaceId` (one of the member's) to the new answer. A member has one
 * "myself" profile; a new profile beyond the plan's number is refused with 402 `plan_required`.
 */
export async function saveProfile(db: Db, userId: string, input: ProfileInput, replaceId?: string | null) {
  const now = new Date();
  const values = await valuesOf(db, userId, input, now);
  const existing = await repository.listProfiles(db, userId);
  const replacing = replaceId ? existing.find((row) => row.id === replaceId) : undefined;
  if (replacing) {
    const updated = await repository.updateProfile(db, userId, replacing.id, values);
    if (updated)
      return toProfile(updated, updated.kind === 'self' ? 'none' : await consentStatus(db, userId, updated.id));
  }
  const self = input.kind === 'self' ? existing.find((row) => row.kind === 'self') : undefined;
  if (self) return toProfile(self);
  const limit = await profileLimit(db, userId);
  if (existing.length >= limit) throw new AppError('plan_required', profileLimitMessage(limit), 402);
  return toProfile(await repository.insertProfile(db, userId, values));
}

export async function findProfile(db: Db, userId: string, profileId: string) {
  const row = await repository.findProfile(db, userId, profileId);
  return row ? toProfile(row, await statusOf(db, userId, row)) : null;
}

/** How many people and businesses the member acts for (a change of plan checks it, decision 082). */
export async function countProfiles(db: Db, userId: string): Promise<number> {
  return (await repository.listProfiles(db, userId)).length;
}

export async function listProfiles(db: Db, userId: string) {
  const [rows, limit] = await Promise.all([repository.listProfiles(db, userId), profileLimit(db, userId)]);
  const statuses = await Promise.all(rows.map((row) => statusOf(db, userId, row)));
  return { profiles: rows.map((row, index) => toProfile(row, statuses[index])), limit };
}

/* ---------- facts (issue 17 part 1) ---------- */

export type ProfileWithFacts = { profile: ProtectedProfileWire; facts: ProfileFacts };

const withFacts = (row: ProfileRow, status: ConsentStatus = 'none'): ProfileWithFacts => ({
  profile: toProfile(row, status),
  facts: factsOf(row.facts),
});

const statusOf = async (db: Db, userId: string, row: ProfileRow): Promise<ConsentStatus> =>
  row.kind === 'self' ? 'none' : consentStatus(db, userId, row.id);

/** One of the member's profiles with the facts stored with it (null when it is not theirs). */
export async function findProfileWithFacts(db: Db, userId: string, profileId: string) {
  const row = await repository.findProfile(db, userId, profileId);
  return row ? withFacts(row, await statusOf(db, userId, row)) : null;
}

/** Replaces a profile's stored facts (404 when it is not the member's). */
export async function saveFacts(db: Db, userId: string, profileId: string, facts: ProfileFacts) {
  const row = await repository.updateFacts(db, userId, profileId, facts);
  if (!row) throw new AppError('not_found', 'Profile not found', 404);
  return withFacts(row, await statusOf(db, userId, row));
}

/**
 * The member's own profile, made when missing: every member may scan for themself, whatever their
 * plan's number of profiles (the plan's limit is on the people and businesses they add).
 */
export async function selfProfile(db: Db, userId: string): Promise<ProfileWithFacts> {
  const existing = (await repository.listProfiles(db, userId)).find((row) => row.kind === 'self');
  if (existing) return withFacts(existing);
  const values = await valuesOf(db, userId, { kind: 'self' }, new Date());
  return withFacts(await repository.insertProfile(db, userId, values));
}
