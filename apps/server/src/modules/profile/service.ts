import { toUserFriendlyId } from '@cleardocket/domain/profile/address';
import type { AddressInput, AddressUpdate, ProfileUpdate } from '@cleardocket/domain/profile/address';
import type { Db } from '../../db/database';
import { logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import * as repository from './repository';

function addressNotFound(): AppError {
  return new AppError('not_found', 'That address was not found.');
}

/**
 * Profile sync (spec §4): the profile record is brought in step with the account and stamped.
 * Logged as 'profile_sync' like the spec's log_user_activity call.
 */
export async function syncProfile(db: Db, userId: string) {
  const account = await repository.findAccount(db, userId);
  if (!account) throw new AppError('unauthorized');
  const existing = await repository.findProfileRecord(db, userId);
  const now = new Date();
  const record = await repository.upsertProfileRecord(db, {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    avatarUrl: account.image,
    phoneNumber: account.phoneNumber,
    lastSync: now,
    metadata: {
      ...existing?.metadata,
      lastUpdated: now.toISOString(),
      emailVerified: account.emailVerified,
      phoneVerified: account.phoneNumberVerified,
      preferences: existing?.metadata.preferences ?? {},
      user_friendly_id: toUserFriendlyId(account.id),
    },
  });
  await logUserActivity(db, userId, 'profile_sync', 'Profile synchronised with your account', {});
  return record;
}

/** The combined view (spec §3 "User profile"): account, profile record and addresses. */
export async function getCombinedProfile(db: Db, userId: string) {
  const account = await repository.findAccount(db, userId);
  if (!account) throw new AppError('unauthorized');
  const record = (await repository.findProfileRecord(db, userId)) ?? (await syncProfile(db, userId));
  const addresses = await repository.listAddresses(db, userId);
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    phoneNumber: account.phoneNumber,
    pendingPhoneNumber: account.pendingPhoneNumber,
    imageUrl: account.image,
    telephone_verified: account.phoneNumberVerified,
    addresses,
    preferences: record.metadata.preferences ?? {},
    is_admin: account.role === 'admin',
    user_friendly_id: toUserFriendlyId(account.id),
    created_at: account.createdAt,
    updated_at: account.updatedAt,
    last_sync: record.lastSync,
  };
}

export async function updateProfile(db: Db, userId: string, update: ProfileUpdate) {
  await repository.updateAccountNames(db, userId, update.firstName, update.lastName);
  await syncProfile(db, userId);
  return getCombinedProfile(db, userId);
}

export function listAddresses(db: Db, userId: string) {
  return repository.listAddresses(db, userId);
}

export function addAddress(db: Db, userId: string, input: AddressInput) {
  return repository.insertAddress(db, userId, { ...input, label: input.label ?? null, line2: input.line2 ?? null });
}

export async function changeAddress(db: Db, userId: string, addressId: string, update: AddressUpdate) {
  if (update.isPrimary === false) {
    const current = await repository.findAddress(db, userId, addressId);
    if (!current) throw addressNotFound();
    if (current.isPrimary) {
      throw new AppError('bad_request', 'Choose another address as primary instead of unsetting this one.', 400);
    }
  }
  const row = await repository.updateAddress(db, userId, addressId, update);
  if (!row) throw addressNotFound();
  return row;
}

export async function removeAddress(db: Db, userId: string, addressId: string): Promise<void> {
  if (!(await repository.deleteAddress(db, userId, addressId))) throw addressNotFound();
}

export type MemberFacts = Awaited<ReturnType<typeof repository.findMemberFacts>>;

/** What scans match results against and letters are signed with: name, contact details, places. */
export function memberFacts(db: Db, userId: string): Promise<MemberFacts> {
  return repository.findMemberFacts(db, userId);
}
