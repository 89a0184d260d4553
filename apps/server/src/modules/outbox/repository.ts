import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema/messages';

/** The newest messages, to any recipient when `recipients` is null, else only to those listed. */
export async function listOutboxMessages(db: Db, options: { recipients: string[] | null; limit: number }) {
  if (options.recipients?.length === 0) return [];
  const query = db.select().from(outboxMessages);
  const filtered = options.recipients ? query.where(inArray(outboxMessages.recipient, options.recipients)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt)).limit(options.limit);
}
