import { isOverdue } from '@cleardocket/domain/requests/deadlines';
import { paths } from '@cleardocket/domain/paths';
import { notify } from '../notifications/service';
import * as repository from './repository';
import { changeStatus } from './service';
import type { RequestDeps } from './service';
import { utcDay } from '@cleardocket/domain/dates';

/**
 * The daily deadline check: a request past its acknowledgement or response date becomes
 * needs-escalation and the member is told (deadlines category). Returns how many were escalated.
 */
export async function escalateOverdue(deps: RequestDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  let escalated = 0;
  for (const removal of await repository.openWithDeadlines(db, now)) {
    if (!isOverdue(removal, now)) continue;
    const missed =
      removal.status === 'submitted' && removal.acknowledgeBy && removal.acknowledgeBy < now
        ? `confirm receipt by ${utcDay(removal.acknowledgeBy)}`
        : `respond by ${removal.respondBy ? utcDay(removal.respondBy) : undefined}`;
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
    await notify(deps, removal.userId, 'deadlines', {
      title: 'A site missed its deadline',
      message: `${removal.siteName ?? removal.domain} did not ${missed} (${removal.reference}). Our team will follow up.`,
      type: 'warning',
      link: paths.dashboardRequest.getHref(removal.takedownRequestId),
    });
    escalated += 1;
  }
  return escalated;
}
