import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema/contact';
import { users } from '../../db/schema/identity';

export async function insertContactMessage(
  db: Db,
  message: { name: string; email: string; topic: string; message: string },
): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}

export type InboxFilter = { state: 'open' | 'handled' | 'all'; page: number; pageSize: number };

const STATE_CONDITION = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
} as const;

const inboxColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  topic: contactMessages.topic,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  handledByEmail: users.email,
};

/** The inbox: contact messages, newest first, a page at a time, with who handled each. */
export async function pageInbox(db: Db, filter: InboxFilter) {
  const where = STATE_CONDITION[filter.state];
  const [rows, [count]] = await Promise.all([
    db
      .select(inboxColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type InboxRow = Awaited<ReturnType<typeof pageInbox>>['rows'][number];

export async function findInboxMessage(db: Db, id: string): Promise<InboxRow | null> {
  const [row] = await db
    .select(inboxColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row ?? null;
}

/** Marks a message handled by `adminId`, or open again (`adminId` null). */
export async function setHandled(db: Db, id: string, adminId: string | null): Promise<void> {
  await db
    .update(contactMessages)
    .set(adminId ? { handledAt: new Date(), handledBy: adminId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id));
}
