import { removalEvidence } from '../../src/db/schema/requests';
import type { TestApp } from './test-app';

/**
 * The check behind each "removed" row a test writes straight to the database: since decision 061
 * the figures count a removal as removed only with evidence backing it.
 */
export async function backRemovedRows(
  app: TestApp,
  rows: readonly { id: string; userId: string; url: string; status: string }[],
): Promise<void> {
  const removed = rows.filter((row) => row.status === 'removed');
  if (removed.length === 0) return;
  await app.db.insert(removalEvidence).values(
    removed.map((row) => ({
      userId: row.userId,
      removalRequestId: row.id,
      kind: 'verification' as const,
      outcome: 'removed' as const,
      reason: 'gone-status',
      url: row.url,
      httpStatus: 404,
    })),
  );
}
