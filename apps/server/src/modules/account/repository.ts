import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users, verifications } from '../../db/schema/identity';
import { contactMessages } from '../../db/schema/contact';
import { outboxMessages } from '../../db/schema/messages';
import { USER_DATA_TABLES } from './user-data';

export async function listSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
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

/** Everything held on the member, table by table, secrets withheld. */
export async function collectUserData(db: Db, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const { name, table, owner, secrets } of USER_DATA_TABLES) {
    const rows = (await db.select().from(table).where(eq(owner, userId))) as Record<string, unknown>[];
    data[name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          secrets.includes(key) && value !== null ? '[withheld]' : value,
        ]),
      ),
    );
  }
  const contacts = await contactsOf(db, userId);
  // A message's body can hold a live one-time code or link (a password reset's code): with only a
  // stolen session, the export would hand over the account (issue 32 item 1). The export says what
  // was sent and when; the words went to the member's own mailbox or phone.
  data.outbox_messages =
    contacts.length > 0
      ? await db
          .select({
            id: outboxMessages.id,
            channel: outboxMessages.channel,
            recipient: outboxMessages.recipient,
            subject: outboxMessages.subject,
            body: sql<string>`'[withheld]'`,
            createdAt: outboxMessages.createdAt,
          })
          .from(outboxMessages)
          .where(addressedTo(contacts).outbox)
      : [];
  return data;
}

/**
 * Deletes the member: the users row cascades to every table that references it; messages and
 * codes addressed to the member's email or phone go too. One transaction.
 */
export async function deleteUserData(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const contacts = await contactsOf(tx, userId);
    if (contacts.length > 0) {
      const where = addressedTo(contacts);
      await tx.delete(outboxMessages).where(where.outbox);
      await tx.delete(contactMessages).where(inArray(contactMessages.email, contacts));
      if (where.verifications) await tx.delete(verifications).where(where.verifications);
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
