import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MemberStatus } from '@cleardocket/domain/members/status';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { subscriptions } from '../../db/schema/membership';
import { takedownRequests } from '../../db/schema/requests';

export type MembersFilter = { q?: string; status?: MemberStatus; plan?: string; page: number; pageSize: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const STATUS_CONDITION: Record<MemberStatus, SQL> = {
  suspended: eq(users.banned, true),
  unverified: and(eq(users.banned, false), eq(users.emailVerified, false)) as SQL,
  active: and(eq(users.banned, false), eq(users.emailVerified, true)) as SQL,
};

const openRequests = sql<number>`(
  select count(*)::int from ${takedownRequests}
  where ${takedownRequests.userId} = ${users.id} and ${takedownRequests.status} <> 'completed'
)`;

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  role: users.role,
  banned: users.banned,
  banReason: users.banReason,
  emailVerified: users.emailVerified,
  planId: subscriptions.planId,
  openRequests,
};

/** Members, newest first, a page at a time, with their plan and open requests. */
export async function pageMembers(db: Db, filter: MembersFilter) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ) as SQL,
    );
  }
  if (filter.status) conditions.push(STATUS_CONDITION[filter.status]);
  if (filter.plan === 'none') conditions.push(isNull(subscriptions.planId));
  else if (filter.plan) conditions.push(eq(subscriptions.planId, filter.plan));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type MemberListRow = Awaited<ReturnType<typeof pageMembers>>['rows'][number];

export async function findMember(db: Db, id: string): Promise<MemberListRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}
