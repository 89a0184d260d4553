import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { QueueSort } from '@cleardocket/domain/operator/queue';
import { OPERATOR_METHODS } from '@cleardocket/domain/requests/methods';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { operatorNotes, removalEvidence, removalRequests, takedownRequests } from '../../db/schema/requests';

/* The operator console's reads over every member's removal requests, and its internal notes. */

/** Whether a member with this id exists (admin routes address members by id). */
export async function memberExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

export type QueueFilter = {
  status?: string;
  method?: string;
  claimed?: 'mine' | 'unclaimed' | 'any';
  /** Only pages the verification could not check (operator tasks). */
  needsCheck?: boolean;
  /** Part of a removal or request reference, the member's email or the site's domain. */
  q?: string;
  sort: QueueSort;
  adminId: string;
  page: number;
  pageSize: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Removal requests a person has to work: human methods still open, every escalation, and every
 * page the verification could not check after its retries. */
const IN_QUEUE = or(
  eq(removalRequests.status, 'needs-escalation'),
  isNotNull(removalRequests.operatorCheckAt),
  and(
    inArray(removalRequests.method, [...OPERATOR_METHODS]),
    inArray(removalRequests.status, ['not-started', 'submitted', 'acknowledged']),
  ),
) as SQL;

/** The queue's deadline (domain operator/queue.ts `queueDeadline`), in SQL; LEAST skips a null. */
const DEADLINE = sql`case when ${removalRequests.status} = 'submitted' and ${removalRequests.acknowledgeBy} is not null
  then least(${removalRequests.acknowledgeBy}, ${removalRequests.respondBy}) else ${removalRequests.respondBy} end`;

/** The orders of domain operator/queue.ts `compareQueue` (an API test holds the two together). */
const ORDER: Record<QueueSort, SQL[]> = {
  deadline: [sql`${DEADLINE} asc nulls last`, asc(removalRequests.createdAt), asc(removalRequests.id)],
  oldest: [asc(removalRequests.createdAt), asc(removalRequests.id)],
  newest: [desc(removalRequests.createdAt), desc(removalRequests.id)],
};

/** One page of the queue, in the order asked for, with the total so the console can say how many. */
export async function operatorQueue(db: Db, filter: QueueFilter) {
  const conditions: SQL[] = [IN_QUEUE];
  if (filter.status) conditions.push(eq(removalRequests.status, filter.status));
  if (filter.method) conditions.push(eq(removalRequests.method, filter.method));
  if (filter.claimed === 'mine') conditions.push(eq(removalRequests.claimedBy, filter.adminId));
  if (filter.claimed === 'unclaimed') conditions.push(isNull(removalRequests.claimedBy));
  if (filter.needsCheck) conditions.push(isNotNull(removalRequests.operatorCheckAt));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(removalRequests.reference, pattern),
        ilike(takedownRequests.reference, pattern),
        ilike(users.email, pattern),
        ilike(removalRequests.domain, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        removal: removalRequests,
        memberName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        memberEmail: users.email,
        takedownReference: takedownRequests.reference,
      })
      .from(removalRequests)
      .innerJoin(users, eq(users.id, removalRequests.userId))
      .innerJoin(takedownRequests, eq(takedownRequests.id, removalRequests.takedownRequestId))
      .where(where)
      .orderBy(...ORDER[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(removalRequests)
      .innerJoin(users, eq(users.id, removalRequests.userId))
      .innerJoin(takedownRequests, eq(takedownRequests.id, removalRequests.takedownRequestId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every request in the queue, with what its age and deadline are computed from (the metrics). */
export async function openQueueClocks(db: Db) {
  return db
    .select({
      status: removalRequests.status,
      acknowledgeBy: removalRequests.acknowledgeBy,
      respondBy: removalRequests.respondBy,
      createdAt: removalRequests.createdAt,
    })
    .from(removalRequests)
    .where(IN_QUEUE);
}

export type NoteRow = {
  id: string;
  removalRequestId: string;
  text: string;
  authorName: string | null;
  createdAt: Date;
};

const NOTE_COLUMNS = {
  id: operatorNotes.id,
  removalRequestId: operatorNotes.removalRequestId,
  text: operatorNotes.text,
  authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: operatorNotes.createdAt,
};

export async function insertNote(
  db: Db,
  row: { userId: string; removalRequestId: string; authorId: string; text: string },
): Promise<NoteRow> {
  const [created] = await db.insert(operatorNotes).values(row).returning({ id: operatorNotes.id });
  if (!created) throw new Error('note insert returned no row');
  const [note] = await db
    .select(NOTE_COLUMNS)
    .from(operatorNotes)
    .leftJoin(users, eq(users.id, operatorNotes.authorId))
    .where(eq(operatorNotes.id, created.id));
  if (!note) throw new Error('note vanished');
  return note;
}

/** The internal notes on these removals, oldest first, with each author's name. */
export async function notesOf(db: Db, removalIds: string[]): Promise<NoteRow[]> {
  if (removalIds.length === 0) return [];
  return db
    .select(NOTE_COLUMNS)
    .from(operatorNotes)
    .leftJoin(users, eq(users.id, operatorNotes.authorId))
    .where(inArray(operatorNotes.removalRequestId, removalIds))
    .orderBy(asc(operatorNotes.createdAt), asc(operatorNotes.id));
}

/** Whose takedown request this is (operators open any member's), or null. */
export async function takedownOwner(db: Db, takedownId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: takedownRequests.userId })
    .from(takedownRequests)
    .where(eq(takedownRequests.id, takedownId));
  return row?.userId ?? null;
}

/** Whose evidence this is, or null. */
export async function evidenceOwner(db: Db, evidenceId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: removalEvidence.userId })
    .from(removalEvidence)
    .where(eq(removalEvidence.id, evidenceId));
  return row?.userId ?? null;
}
