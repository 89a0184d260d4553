import type { AuthorisationState, OperatorTask, Run, RunStep, RunTask } from '@cleardocket/domain/removal/contract';
import type { Playbook } from '@cleardocket/domain/removal/playbook';
import type { RunState, TaskKind } from '@cleardocket/domain/removal/runs';
import type { AuthorisationRow, RunRow, StepRow, TaskRow } from './repository';

/** Rows as the API sends them (the domain contract): ISO dates, nothing the member must not see. */
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toAuthorisation = (row: AuthorisationRow | null): AuthorisationState['authorisation'] =>
  row
    ? {
        mode: row.mode,
        humanSteps: row.humanSteps,
        textVersion: row.textVersion,
        grantedAt: row.grantedAt.toISOString(),
        ipAddress: row.ipAddress,
      }
    : null;

export const toRun = (row: RunRow, playbook: Playbook | undefined): Run => ({
  id: row.id,
  removalRequestId: row.removalRequestId,
  playbookDomain: row.playbookDomain,
  playbookVersion: row.playbookVersion,
  state: row.state as RunState,
  stepIndex: row.stepIndex,
  stepCount: playbook?.steps.length ?? 0,
  verifiedAgainst: playbook?.verifiedAgainst ?? 'description',
  failure: row.failure,
  failedStep: row.failedStep,
  route: row.route,
  createdAt: row.createdAt.toISOString(),
  finishedAt: iso(row.finishedAt),
});

export const toStep = (row: StepRow): RunStep => ({
  id: row.id,
  runId: row.runId,
  stepIndex: row.stepIndex,
  kind: row.kind,
  outcome: row.outcome,
  detail: row.detail,
  url: row.url,
  screenshotSha256: row.screenshotSha256,
  finishedAt: row.finishedAt.toISOString(),
});

export const toTask = (row: TaskRow): RunTask => ({
  id: row.id,
  runId: row.runId,
  removalRequestId: row.removalRequestId,
  assignee: row.assignee,
  kind: row.kind as TaskKind,
  status: row.status,
  instructions: row.instructions,
  pageUrl: row.pageUrl,
  stepIndex: row.stepIndex,
  screenshotSha256: row.screenshotSha256,
  createdAt: row.createdAt.toISOString(),
  doneAt: iso(row.doneAt),
});

export const toOperatorTask = (row: {
  task: TaskRow;
  domain: string;
  reference: string;
  memberEmail: string;
}): OperatorTask => ({
  ...toTask(row.task),
  domain: row.domain,
  reference: row.reference,
  memberEmail: row.memberEmail,
});
