import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema/messages';

export async function listOutboxMessages(db: Db, options: { recipient?: string; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = options.recipient ? query.where(eq(outboxMessages.recipient, options.recipient)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt)).limit(options.limit);
}
