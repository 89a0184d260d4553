import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users, verifications } from '../../db/schema/identity';
import { assessmentLeads } from '../../db/schema/assessment';
import { contactMessages } from '../../db/schema/contact';
import { outboxMessages } from '../../db/schema/messages';
import { rateLimitHits } from '../../db/schema/platform';
import { USER_DATA_TABLES } from './user-data';
import type { UserDataTable } from './user-data';

export async function listSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Messages and codes addressed to (or sent by) the member: no user id, only the email or phone. */
function addressedTo(contacts: string[]) {
  return {
    outbox: inArray(outboxMessages.recipient, contacts),
    verifications: or(...contacts.map((contact) => eq(verifications.identifier, contact))),
  };
}

async function contactsOf(db: Db, userId: string): Promise<string[]> {
  const [user] = await db
    .select({ email: users.email, phone: users.phoneNumber, pending: users.pendingPhoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return [];
  return [user.email, user.phone, user.pending].filter((value): value is string => Boolean(value));
}

type Rows = Record<string, unknown>[];

/** One kind of the member's data: its rows, secrets withheld. */
export async function collectTable(db: Db, entry: UserDataTable, userId: string): Promise<Rows> {
  const rows = (await db.select().from(entry.table).where(eq(entry.owner, userId))) as Rows;
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        entry.secrets.includes(key) && value !== null ? '[withheld]' : value,
      ]),
    ),
  );
}

/** Messages kept in the outbox for the member's email or phone (they carry no user id). */
export async function collectOutbox(db: Db, userId: string): Promise<Rows> {
  const contacts = await contactsOf(db, userId);
  if (contacts.length === 0) return [];
  // A message's body can hold a live one-time code or link (a password reset's code): with only a
  // stolen session, the export would hand over the account (issue 32 item 1). The export says what
  // was sent and when; the words went to the member's own mailbox or phone.
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: sql<string>`'[withheld]'`,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(addressedTo(contacts).outbox);
}

/** The name the outbox's messages have in an export, beside the tables of USER_DATA_TABLES. */
export const OUTBOX_EXPORT_NAME = 'outbox_messages';

/** Everything held on the member, table by table, secrets withheld. */
export async function collectUserData(db: Db, userId: string): Promise<Record<string, Rows>> {
  const data: Record<string, Rows> = {};
  for (const entry of USER_DATA_TABLES) data[entry.name] = await collectTable(db, entry, userId);
  data[OUTBOX_EXPORT_NAME] = await collectOutbox(db, userId);
  return data;
}

/**
 * Deletes the member: the users row cascades to every table that references it (messages about
 * the member to others among them); messages and codes addressed to the member's email or phone,
 * messages quoting them and rate-limit counters keyed by their id go too. One transaction.
 */
export async function deleteUserData(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const contacts = await contactsOf(tx, userId);
    if (contacts.length > 0) {
      const where = addressedTo(contacts);
      await tx.delete(outboxMessages).where(where.outbox);
      // Copies naming the member sent to someone else (the support inbox's copy of their message).
      await tx
        .delete(outboxMessages)
        .where(or(...contacts.map((contact) => sql`position(${contact} in ${outboxMessages.body}) > 0`)));
      await tx.delete(contactMessages).where(inArray(contactMessages.email, contacts));
      // A free assessment's lead holds the visitor's name and email; its findings cascade.
      await tx
        .delete(assessmentLeads)
        .where(or(inArray(assessmentLeads.email, contacts), eq(assessmentLeads.claimedBy, userId)));
      if (where.verifications) await tx.delete(verifications).where(where.verifications);
    }
    // Counters keyed by the member's id or email (their scan limit, sign-ups of their address):
    // they expire within the hour anyway, and their key is personal data.
    const keys = [userId, ...contacts].map((part) => sql`position(${part} in ${rateLimitHits.key}) > 0`);
    await tx.delete(rateLimitHits).where(or(...keys));
    // Messages about the member to others (outbox_messages.about_user_id) cascade with the row.
    await tx.delete(users).where(eq(users.id, userId));
  });
}
