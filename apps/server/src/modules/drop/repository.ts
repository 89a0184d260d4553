import { and, desc, eq, gt, inArray, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dropFilings } from '../../db/schema/drp';
import { userAddresses } from '../../db/schema/profiles';
import { removalEvidence, removalEvents, removalRequests } from '../../db/schema/requests';
import { searchResults } from '../../db/schema/search';

export type DropFilingRow = typeof dropFilings.$inferSelect;

export async function findFiling(db: Db, userId: string): Promise<DropFilingRow | null> {
  const [row] = await db.select().from(dropFilings).where(eq(dropFilings.userId, userId));
  return row ?? null;
}

export async function saveFiling(db: Db, row: typeof dropFilings.$inferInsert): Promise<DropFilingRow> {
  const [saved] = await db
    .insert(dropFilings)
    .values(row)
    .onConflictDoUpdate({
      target: dropFilings.userId,
      set: { filedAt: row.filedAt, confirmation: row.confirmation, recordedAt: new Date() },
    })
    .returning();
  if (!saved) throw new Error('DROP filing upsert returned no row');
  return saved;
}

/** The state of the member's primary address (the first one when none is marked primary). */
export async function homeState(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ state: userAddresses.state })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), userAddresses.createdAt)
    .limit(1);
  return row?.state ?? null;
}

/** Filings made before `filedBefore` (the ones whose deadline may have passed). */
export async function filingsBefore(db: Db, filedBefore: Date, limit: number): Promise<DropFilingRow[]> {
  return db.select().from(dropFilings).where(lt(dropFilings.filedAt, filedBefore)).limit(limit);
}

const CLOSED = ['removed', 'not-found', 'wrong-person', 'rejected', 'needs-escalation'];

/** The member's open removal requests on these domains, not yet raised for DROP. */
export async function openRemovalsOn(db: Db, userId: string, domains: string[]) {
  if (domains.length === 0) return [];
  const rows = await db
    .select()
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.userId, userId),
        inArray(removalRequests.domain, domains),
        notInArray(removalRequests.status, CLOSED),
      ),
    );
  if (rows.length === 0) return [];
  const raised = await db
    .select({ id: removalEvents.removalRequestId })
    .from(removalEvents)
    .where(
      and(
        inArray(
          removalEvents.removalRequestId,
          rows.map((row) => row.id),
        ),
        eq(removalEvents.kind, 'drop-overdue'),
      ),
    );
  const done = new Set(raised.map((row) => row.id));
  return rows.filter((row) => !done.has(row.id));
}

/** When the listing was last seen after `after`: by a scan that returned it, or a check that saw it. */
export async function seenAfter(
  db: Db,
  removal: { id: string; userId: string; url: string },
  after: Date,
): Promise<Date | null> {
  const [scan] = await db
    .select({ at: searchResults.lastSeenAt })
    .from(searchResults)
    .where(
      and(
        eq(searchResults.userId, removal.userId),
        eq(searchResults.url, removal.url),
        // The member's listing: not ruled out by the match, nor by their "Not me".
        ne(searchResults.matchLabel, 'unlikely'),
        or(isNull(searchResults.feedback), eq(searchResults.feedback, 'me')),
        gt(searchResults.lastSeenAt, after),
      ),
    )
    .orderBy(desc(searchResults.lastSeenAt))
    .limit(1);
  const [check] = await db
    .select({ at: removalEvidence.fetchedAt })
    .from(removalEvidence)
    .where(
      and(
        eq(removalEvidence.removalRequestId, removal.id),
        eq(removalEvidence.outcome, 'still-listed'),
        gt(removalEvidence.fetchedAt, after),
      ),
    )
    .orderBy(desc(removalEvidence.fetchedAt))
    .limit(1);
  const dates = [scan?.at, check?.at].filter((date): date is Date => date instanceof Date);
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
}
