import { parseISO, isValid } from 'date-fns';
import { drpOutcome } from '@cleardocket/domain/drp/states';
import { ExerciseStatusSchema } from '@cleardocket/domain/drp/protocol';
import type { ExerciseStatus } from '@cleardocket/domain/drp/protocol';
import { canTransition } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { paths } from '@cleardocket/domain/paths';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/service';
import { addSystemEvent, changeStatus, findRemoval, recordEvidenceFile } from '../requests/service';
import * as client from './client';
import * as repository from './repository';
import type { DrpRequestRow } from './repository';
import type { DrpDeps } from './service';

const SYSTEM = { kind: 'system' as const, id: null };

const dateOrNull = (value: string | null | undefined) => {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? date : null;
};

/**
 * A DRP status (the exercise's answer, a poll, a callback) onto the member's request: the row keeps
 * the state, the timeline says what it means, and a verdict is set only from a final answer kept
 * as evidence (decision 061). The same state twice changes nothing.
 */
export async function applyStatus(
  deps: DrpDeps,
  row: DrpRequestRow,
  answer: ExerciseStatus,
  received: { raw: string; source: string },
): Promise<DrpRequestRow> {
  if (row.state === answer.status && row.reason === (answer.reason ?? null)) return row;
  const updated = await repository.updateRequest(deps.db, row.id, {
    state: answer.status,
    reason: answer.reason ?? null,
    processingDetails: answer.processing_details ?? null,
    userVerificationUrl: answer.user_verification_url ?? null,
    expectedBy: dateOrNull(answer.expected_by),
    lastStatusAt: new Date(),
  });
  const removal = await findRemoval(deps.db, row.removalRequestId);
  if (!removal) return updated;
  const outcome = drpOutcome(answer, row.exercise);
  if (outcome.evidence) {
    await recordEvidenceFile(deps, removal, {
      kind: 'business-answer',
      outcome: outcome.status === 'removed' ? 'removed' : 'noted',
      text: received.raw,
      url: received.source,
      detail: `The business's answer through the Data Rights Protocol: ${answer.status}${answer.reason ? ` (${answer.reason})` : ''}.`,
    });
  }
  await moveRemoval(deps, removal, outcome.status, outcome.note);
  if (outcome.task) {
    await addSystemEvent(deps.db, removal, 'drp-task', `${outcome.note} ${outcome.task}`);
    await notify(deps, removal.userId, 'request-updates', {
      title: `Request ${removal.reference}: the business asks you to confirm who you are`,
      message: outcome.note,
      type: 'warning',
      link: paths.dashboardRequest.getHref(removal.takedownRequestId),
    });
  }
  return updated;
}

/** The removal's status, through `submitted` when the business's first answer is already further on. */
async function moveRemoval(
  deps: DrpDeps,
  removal: NonNullable<Awaited<ReturnType<typeof findRemoval>>>,
  to: RemovalStatus | null,
  note: string,
) {
  const from = removal.status as RemovalStatus;
  if (!to || to === from) {
    await addSystemEvent(deps.db, removal, 'drp-status', note);
    return;
  }
  if (!canTransition(from, to) && canTransition(from, 'submitted') && canTransition('submitted', to)) {
    await changeStatus(deps.db, SYSTEM, removal.id, 'submitted', 'Sent through the Data Rights Protocol.', {
      kind: 'drp-status',
    });
  } else if (!canTransition(from, to)) {
    await addSystemEvent(deps.db, removal, 'drp-status', note);
    return;
  }
  await changeStatus(deps.db, SYSTEM, removal.id, to, note, { kind: 'drp-status' });
}

/** 2.03: a business's callback for the request this address names; its request_id must match. */
export async function receiveCallback(deps: DrpDeps, token: string, body: unknown): Promise<void> {
  const row = await repository.findByCallback(deps.db, token);
  if (!row) throw new AppError('not_found', 'Unknown status callback', 404);
  const parsed = ExerciseStatusSchema.safeParse(body);
  if (!parsed.success || parsed.data.request_id !== row.requestId) {
    throw new AppError('bad_request', 'The body is not the status of this request.', 400);
  }
  await applyStatus(deps, row, parsed.data, { raw: JSON.stringify(body), source: 'status callback' });
}

/** 2.02: polls the open requests (the job's round); a business that cannot be reached is tried next round. */
export async function pollOpenRequests(deps: DrpDeps, limit = 200): Promise<{ polled: number; failed: number }> {
  let polled = 0;
  let failed = 0;
  for (const row of await repository.openRequests(deps.db, limit)) {
    const business = await repository.findBusiness(deps.db, row.domain);
    if (!business?.token) continue;
    try {
      const answer = await client.pollStatus(deps.http, business.apiBase, business.token, row.requestId);
      await applyStatus(deps, row, answer.status, {
        raw: answer.raw,
        source: `${business.apiBase}/v1/data-rights-request/${row.requestId}`,
      });
      polled += 1;
    } catch (error) {
      if (!(error instanceof client.DrpUnavailable)) throw error;
      failed += 1;
    }
  }
  return { polled, failed };
}
