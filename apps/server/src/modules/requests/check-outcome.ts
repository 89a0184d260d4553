import { CHECK_RETRY_DELAYS_MS, nextCheckAfter } from '@cleardocket/domain/requests/check-retry';
import { problemSentence } from '@cleardocket/domain/requests/verdict';
import type { Verdict } from '@cleardocket/domain/requests/verdict';
import { paths } from '@cleardocket/domain/paths';
import { notify } from '../notifications/service';
import type { EvidenceDeps, EvidenceOptions } from './evidence-context';
import { nowOf } from './evidence-context';
import { queueOutdatedRefresh } from './google-refresh';
import { refileRelisted } from './relisting';
import * as repository from './repository';
import type { EvidenceRow } from './repository';
import { scheduleCheck } from './queue-service';
import { changeStatus } from './service';

const OPEN = ['submitted', 'acknowledged', 'needs-escalation'];
const WATCHED = [...OPEN, 'removed'];

/**
 * Could not check: never a verdict. The next try is scheduled (1 h, 6 h, 24 h); after the last,
 * the request is flagged for an operator (the console shows it) and the timeline says so once.
 */
async function scheduleRetry(
  deps: EvidenceDeps,
  removalId: string,
  verdict: Extract<Verdict, { verdict: 'could-not-check' }>,
  options: EvidenceOptions,
) {
  const now = nowOf(options);
  const plan = await deps.db.transaction(async (tx) => {
    const current = await repository.lockRemoval(tx, removalId);
    if (!current) return null;
    // Only a request waiting on its page is retried: an open one, or a removed one being watched
    // for re-listing. A member's look at a request not yet filed or already closed is just recorded.
    if (!WATCHED.includes(current.status)) {
      await repository.updateRemoval(tx, removalId, { checkProblem: verdict.reason, lastCheckedAt: now });
      return null;
    }
    const failures = current.checkFailures + 1;
    const next = nextCheckAfter(failures, verdict.retryAfterSeconds, options.retryDelaysMs ?? CHECK_RETRY_DELAYS_MS);
    const at = next.kind === 'retry' ? new Date(now.getTime() + next.delayMs) : null;
    const flagNow = next.kind === 'operator' && current.operatorCheckAt === null;
    await repository.updateRemoval(tx, removalId, {
      checkFailures: failures,
      checkProblem: verdict.reason,
      nextCheckAt: at,
      lastCheckedAt: now,
      ...(flagNow ? { operatorCheckAt: now } : {}),
    });
    if (flagNow) {
      await repository.insertEvent(tx, {
        userId: current.userId,
        removalRequestId: removalId,
        actor: 'system',
        actorId: null,
        kind: 'check-needs-person',
        note: `We could not check this page after ${failures} tries (${problemSentence(verdict.reason).replace(/\.$/, '').toLowerCase()}). Our team will look at it by hand.`,
      });
    }
    return at;
  });
  if (plan) await scheduleCheck(deps.jobs, 'verify', removalId, plan);
}

/** A verdict on evidence: clears the retry state and the operator flag, then acts on it. */
export async function applyVerdict(
  deps: EvidenceDeps,
  removalId: string,
  verdict: Verdict,
  evidence: EvidenceRow,
  options: EvidenceOptions,
) {
  if (verdict.verdict === 'could-not-check') return scheduleRetry(deps, removalId, verdict, options);
  const removal = await repository.updateRemoval(deps.db, removalId, {
    checkFailures: 0,
    checkProblem: null,
    nextCheckAt: null,
    operatorCheckAt: null,
    lastCheckedAt: nowOf(options),
  });
  if (verdict.verdict === 'removed' && OPEN.includes(removal.status)) {
    await changeStatus(deps.db, { kind: 'system', id: null }, removal.id, 'removed', `Verified: ${verdict.detail}`, {
      kind: 'verified',
    });
    await notify(deps, removal.userId, 'request-updates', {
      title: `Removed from ${removal.siteName ?? removal.domain}`,
      message: `We checked the page again and the listing is gone (${removal.reference}).`,
      type: 'success',
      link: paths.dashboardRequest.getHref(removal.takedownRequestId),
    });
    await queueOutdatedRefresh(deps, removal);
  }
  if (verdict.verdict === 'still-listed' && removal.status === 'removed' && removal.relistedAt === null) {
    await refileRelisted(deps, removal.id, evidence, options);
  }
}
