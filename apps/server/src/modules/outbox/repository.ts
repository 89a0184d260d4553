import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { outboxMessages } from '../../db/schema/messages';

/** The newest messages, to any recipient when `recipients` is null, else only to those listed. */
export async function listOutboxMessages(db: Db, options: { recipients: string[] | null; limit: number }) {
  if (options.recipients?.length === 0) return [];
  const query = db.select().from(outboxMessages);
  const filtered = options.recipients ? query.where(inArray(outboxMessages.recipient, options.recipients)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt)).limit(options.limit);
}

/** The addresses a member's own messages go to: their email, phone and a phone being verified. */
export async function addressesOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ email: users.email, phone: users.phoneNumber, pending: users.pendingPhoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row ? [row.email, row.phone, row.pending].filter((value): value is string => Boolean(value)) : [];
}
