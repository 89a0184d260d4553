import { memberStatus } from '@cleardocket/domain/members/status';
import type { MemberRow } from '@cleardocket/domain/members/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAdminAction } from '../audit/service';
import { findAccount, reinstateAccount, suspendAccount } from '../identity/service';
import * as repository from './repository';
import type { MemberListRow, MembersFilter } from './repository';

/** The operator console's members (issue 20): a paged list, and suspending or reinstating one. */

function toMemberRow(row: MemberListRow): MemberRow {
  const name = `${row.firstName} ${row.lastName}`.trim() || row.name;
  return {
    id: row.id,
    name,
    email: row.email,
    joinedAt: row.createdAt.toISOString(),
    status: memberStatus(row),
    isAdmin: row.role === 'admin',
    planId: row.planId,
    openRequests: row.openRequests,
    suspendedReason: row.banned ? row.banReason : null,
  };
}

export async function listMembers(db: Db, filter: MembersFilter) {
  const { rows, total } = await repository.pageMembers(db, filter);
  return { members: rows.map(toMemberRow), total, page: filter.page, pageSize: filter.pageSize };
}

async function memberRow(db: Db, id: string): Promise<MemberRow> {
  const row = await repository.findMember(db, id);
  if (!row) throw new AppError('not_found', 'Member not found', 404);
  return toMemberRow(row);
}

/**
 * Suspends a member: they cannot sign in, and every session they have ends at once. An operator
 * cannot suspend themself or another admin (an admin's access is changed with the admin script).
 */
export async function suspendMember(db: Db, adminId: string, memberId: string, reason: string): Promise<MemberRow> {
  if (memberId === adminId) throw new AppError('forbidden', 'You cannot suspend your own account.', 403);
  const account = await findAccount(db, memberId);
  if (!account) throw new AppError('not_found', 'Member not found', 404);
  if (account.role === 'admin') throw new AppError('forbidden', 'An admin cannot be suspended here.', 403);
  if (account.banned) throw new AppError('conflict', 'This member is already suspended.', 409);
  await suspendAccount(db, memberId, reason);
  await recordAdminAction(db, { adminId, memberId, action: 'suspend-member', details: { reason } });
  return memberRow(db, memberId);
}

export async function reinstateMember(db: Db, adminId: string, memberId: string, reason: string): Promise<MemberRow> {
  const account = await findAccount(db, memberId);
  if (!account) throw new AppError('not_found', 'Member not found', 404);
  if (!account.banned) throw new AppError('conflict', 'This member is not suspended.', 409);
  await reinstateAccount(db, memberId);
  await recordAdminAction(db, { adminId, memberId, action: 'reinstate-member', details: { reason } });
  return memberRow(db, memberId);
}
