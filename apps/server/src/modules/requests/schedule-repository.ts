import { and, asc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { removalRequests } from '../../db/schema/requests';
import type { RemovalRow } from './repository';

/* The removals the scheduled jobs work: deadlines, verification, re-list checks, the monthly report. */

/** Removal requests waiting on a date that has passed (the deadline job checks each). */
export async function openWithDeadlines(db: Db, now: Date): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        inArray(removalRequests.status, ['submitted', 'acknowledged']),
        or(lt(removalRequests.acknowledgeBy, now), lt(removalRequests.respondBy, now)),
      ),
    );
}

/** Open requests not checked in the last day and with no retry pending (the verification schedule). */
export async function dueForVerification(db: Db, before: Date, limit: number): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        inArray(removalRequests.status, ['submitted', 'acknowledged', 'needs-escalation']),
        ne(removalRequests.method, 'google'),
        or(isNull(removalRequests.lastCheckedAt), lt(removalRequests.lastCheckedAt, before)),
        or(isNull(removalRequests.nextCheckAt), lt(removalRequests.nextCheckAt, new Date())),
      ),
    )
    .limit(limit);
}

/** Removed listings not yet found again, least recently checked first (the re-list schedule). */
export async function removedNotRelisted(db: Db, now: Date, limit: number): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.status, 'removed'),
        isNull(removalRequests.relistedAt),
        ne(removalRequests.method, 'google'),
        or(isNull(removalRequests.nextCheckAt), lt(removalRequests.nextCheckAt, now)),
      ),
    )
    .orderBy(asc(removalRequests.lastCheckedAt))
    .limit(limit);
}

/** The member's removed listings at these URLs not yet found again (a scan saw them back). */
export async function removedAtUrls(db: Db, userId: string, urls: string[]): Promise<RemovalRow[]> {
  if (urls.length === 0) return [];
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.userId, userId),
        inArray(removalRequests.url, urls),
        eq(removalRequests.status, 'removed'),
        isNull(removalRequests.relistedAt),
        ne(removalRequests.method, 'google'),
      ),
    );
}

/** Every removal request of the member (the monthly report lists each site's). */
export function removalsOfMember(db: Db, userId: string): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(eq(removalRequests.userId, userId))
    .orderBy(asc(removalRequests.createdAt));
}
