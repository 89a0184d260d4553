import { isOverdue } from '@cleardocket/domain/requests/deadlines';
import type { Db } from '../db/database';
import type { NotificationInput } from '../modules/notifications/service';
import * as repository from './repository';
import { changeStatus } from './service';

export const DEADLINES_JOB = 'removal-deadlines';

/**
 * The daily deadline check: a request past its acknowledgement or response date becomes
 * needs-escalation and the member is told (deadlines category). Returns how many were escalated.
 */
export async function escalateOverdue(
  db: Db,
  notify: (userId: string, category: string, input: NotificationInput) => Promise<unknown>,
  now = new Date(),
): Promise<number> {
  let escalated = 0;
  for (const removal of await repository.openWithDeadlines(db, now)) {
    if (!isOverdue(removal, now)) continue;
    const missed =
      removal.status === 'submitted' && removal.acknowledgeBy && removal.acknowledgeBy < now
        ? `confirm receipt by ${removal.acknowledgeBy.toISOString().slice(0, 10)}`
        : `respond by ${removal.respondBy?.toISOString().slice(0, 10)}`;
    await changeStatus(
      db,
      { kind: 'system', id: null },
      removal.id,
      'needs-escalation',
      `${removal.siteName ?? removal.domain} did not ${missed}.`,
      {
        kind: 'deadline',
      },
    );
    await notify(removal.userId, 'deadlines', {
      title: 'A site missed its deadline',
      message: `${removal.siteName ?? removal.domain} did not ${missed} (${removal.reference}). Our team will follow up.`,
      type: 'warning',
      link: `/dashboard/requests/${removal.takedownRequestId}`,
    });
    escalated += 1;
  }
  return escalated;
}
