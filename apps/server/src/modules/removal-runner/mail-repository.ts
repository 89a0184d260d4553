import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inboundMail } from '../../db/schema/runner';

import type { MailRow } from './repository';

/* Mail received at the members' agent addresses, claimed by the runs that wait for it. */

export async function insertMail(db: Db, row: Omit<typeof inboundMail.$inferInsert, 'id'>): Promise<MailRow> {
  const [created] = await db.insert(inboundMail).values(row).returning();
  if (!created) throw new Error('mail insert returned no row');
  return created;
}

/** Unused mail of the member since `since`: first that matched this run, then unclaimed mail. */
export async function unusedMail(db: Db, userId: string, runId: string, since: Date): Promise<MailRow[]> {
  return db
    .select()
    .from(inboundMail)
    .where(
      and(
        eq(inboundMail.userId, userId),
        isNull(inboundMail.usedAt),
        gte(inboundMail.receivedAt, since),
        or(eq(inboundMail.runId, runId), isNull(inboundMail.runId)),
      ),
    )
    .orderBy(sql`${inboundMail.runId} is null`, asc(inboundMail.receivedAt));
}

export async function updateMail(db: Db, id: string, changes: Partial<typeof inboundMail.$inferInsert>) {
  await db.update(inboundMail).set(changes).where(eq(inboundMail.id, id));
}

/** Mail of a finished run is no longer needed: it goes at the next housekeeping. */
export async function expireMailOfRun(db: Db, runId: string, now: Date): Promise<void> {
  await db.update(inboundMail).set({ expiresAt: now }).where(eq(inboundMail.runId, runId));
}
