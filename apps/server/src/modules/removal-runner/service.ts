import { AUTHORISATION_VERSION, authorisationText } from '@cleardocket/domain/removal/authorisation';
import type { AuthorisationMode, HumanStepOwner } from '@cleardocket/domain/removal/authorisation';
import { OPEN_RUN_STATES } from '@cleardocket/domain/removal/runs';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/service';
import type { Actor, QueueApp, QueueContext, RunnerApp, RunnerContext } from './context';
import { agentAddressOf } from './facts';
import * as repository from './repository';
import type { RunRow, TaskRow } from './repository';
import * as requests from './requests-port';

/* The runner's jobs (jobs.ts says which function works each). */
export const RUN_JOB = 'removal-run';
export const SWEEP_JOB = 'removal-run-sweep';

const FORM_METHODS = ['web-form', 'search-then-form'];

/** What queueing needs, from the app's infrastructure (plugins/playbooks.ts, jobs, notifications). */
function queueContext(app: QueueApp): QueueContext {
  return {
    db: app.db,
    sendRun: async (runId, startAfterSeconds) => {
      await app.jobs.send(RUN_JOB, { runId }, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
    },
    notify: (userId, category, input) => notify(app, userId, category, input),
    playbookFor: (domain) => app.playbooks.find(domain),
  };
}

/** The runner's context: the queueing one, its settings, the process's browser and blob store. */
export function runnerContext(app: RunnerApp, config: RunnerContext['config']): RunnerContext {
  return { ...queueContext(app), config, pool: app.browser, blobs: app.blobs, jobs: app.jobs };
}
const requestLink = (takedownId: string) => `/dashboard/requests/${takedownId}`;

export async function authorisationOf(ctx: RunnerContext, userId: string) {
  const active = await repository.activeAuthorisation(ctx.db, userId);
  return {
    active,
    text: authorisationText(),
    version: AUTHORISATION_VERSION,
    agentAddress: await agentAddressOf(ctx.db, userId, ctx.config.agentMailDomain),
  };
}

/**
 * The member grants (or re-grants, to change their choices) the authorisation: the exact text,
 * its version, time, address and browser are stored. Their web-form requests not yet started are
 * then filed, or put to them one by one, as they chose.
 */
export async function grantAuthorisation(
  ctx: RunnerContext,
  userId: string,
  input: { mode: AuthorisationMode; humanSteps: HumanStepOwner; textVersion: number },
  meta: { ip: string | null; userAgent: string | null },
) {
  if (input.textVersion !== AUTHORISATION_VERSION) {
    throw new AppError('conflict', 'The authorisation text has changed: read it again before you agree.', 409);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await repository.revokeAuthorisations(tx, userId, now);
    return repository.insertAuthorisation(tx, {
      userId,
      mode: input.mode,
      humanSteps: input.humanSteps,
      textVersion: AUTHORISATION_VERSION,
      text: authorisationText(),
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      grantedAt: now,
    });
  });
  const pending = await repository.unstartedFormRemovals(ctx.db, userId);
  await queueRemovals(
    ctx,
    userId,
    pending.map((removal) => removal.id),
  );
  return row;
}

/** Revoking stops all filing at once: open runs are cancelled, a running one stops before its next step. */
export async function revokeAuthorisation(ctx: RunnerContext, userId: string): Promise<number> {
  await repository.revokeAuthorisations(ctx.db, userId, new Date());
  const open = await repository.openRunsOfUser(ctx.db, userId);
  let cancelled = 0;
  for (const run of open) {
    const moved = await repository.moveRun(ctx.db, run.id, OPEN_RUN_STATES, {
      state: 'cancelled',
      finishedAt: new Date(),
      browserState: null,
    });
    if (!moved) continue;
    cancelled++;
    await repository.expireMailOfRun(ctx.db, run.id, new Date());
    const removal = await requests.findRemoval(ctx.db, run.removalRequestId);
    if (removal)
      await requests.removalEvent(
        ctx.db,
        removal,
        'runner-cancelled',
        'Automatic filing stopped: you revoked the authorisation.',
      );
  }
  await repository.cancelTasksOfRuns(
    ctx.db,
    open.map((run) => run.id),
  );
  return cancelled;
}

/**
 * Puts web-form removals to the runner when the member has authorised it: each one with a playbook
 * and no run yet gets one, queued ("file for me") or waiting for the member's approval ("ask me each
 * time"). Email, Google and court-order removals never go to the runner.
 */
/** Puts new web-form removals to the runner when the member authorised filing (requests and MCP call it). */
export async function fileForms(app: QueueApp, userId: string, removalIds: string[]): Promise<void> {
  await queueRemovals(queueContext(app), userId, removalIds);
}

async function queueRemovals(ctx: QueueContext, userId: string, removalIds: string[]): Promise<RunRow[]> {
  const authorisation = await repository.activeAuthorisation(ctx.db, userId);
  if (!authorisation) return [];
  const created: RunRow[] = [];
  for (const removalId of removalIds) {
    const removal = await requests.findRemoval(ctx.db, removalId, userId);
    if (!removal || !FORM_METHODS.includes(removal.method) || removal.status !== 'not-started') continue;
    const playbook = ctx.playbookFor(removal.domain);
    if (!playbook || (await repository.openRunOf(ctx.db, removal.id))) continue;
    const askFirst = authorisation.mode === 'ask-each-time';
    const run = await repository.insertRun(ctx.db, {
      userId,
      removalRequestId: removal.id,
      playbookDomain: playbook.domain,
      playbookVersion: playbook.version,
      state: askFirst ? 'waiting-for-person' : 'queued',
    });
    created.push(run);
    const site = removal.siteName ?? removal.domain;
    if (askFirst) {
      await repository.insertTask(ctx.db, {
        userId,
        runId: run.id,
        removalRequestId: removal.id,
        assignee: 'member',
        kind: 'approval',
        instructions: `Approve filing the opt-out form at ${site} in your name.`,
        pageUrl: removal.optOutUrl,
      });
      await requests.removalEvent(
        ctx.db,
        removal,
        'runner-approval',
        `Ready to file at ${site}: waiting for your approval.`,
      );
      await ctx.notify(userId, 'request-updates', {
        title: `Approve filing at ${site}`,
        message: 'One click files the opt-out form for you.',
        type: 'info',
        link: requestLink(removal.takedownRequestId),
      });
    } else {
      await requests.removalEvent(
        ctx.db,
        removal,
        'runner-queued',
        `We are filing the opt-out form at ${site} for you.`,
      );
      await ctx.sendRun(run.id);
    }
  }
  return created;
}

async function taskFor(ctx: RunnerContext, taskId: string, actor: Actor): Promise<TaskRow> {
  const task = await repository.findTask(ctx.db, taskId);
  const allowed =
    task &&
    (actor.kind === 'operator' ? task.assignee === 'operator' : task.userId === actor.id && task.assignee === 'member');
  if (!task || !allowed) throw new AppError('not_found', 'Task not found', 404);
  if (task.status !== 'open') throw new AppError('conflict', 'This task is already closed.', 409);
  return task;
}

/**
 * A person finished a task. An approval or a human step puts the run back in the queue (it resumes
 * after that step); an operator closing a "needs attention" task either runs it again from the
 * start or leaves it cancelled, handled by hand.
 */
export async function completeTask(
  ctx: RunnerContext,
  actor: Actor,
  taskId: string,
  options: { retry?: boolean } = {},
) {
  const task = await taskFor(ctx, taskId, actor);
  await repository.closeTask(ctx.db, task.id, 'done', actor.id);
  const removal = await requests.findRemoval(ctx.db, task.removalRequestId);
  if (task.kind === 'needs-attention') {
    const moved = options.retry
      ? await repository.moveRun(ctx.db, task.runId, ['needs-attention'], {
          state: 'queued',
          stepIndex: 0,
          reached: null,
          browserState: null,
          failure: null,
          failedStep: null,
        })
      : await repository.moveRun(ctx.db, task.runId, ['needs-attention'], {
          state: 'cancelled',
          finishedAt: new Date(),
        });
    if (moved?.state === 'queued') await ctx.sendRun(moved.id);
    if (removal && moved?.state === 'cancelled')
      await requests.removalEvent(ctx.db, removal, 'runner-closed', 'Our team is filing this one by hand.');
    return task;
  }
  if (task.kind === 'approval' && !(await repository.activeAuthorisation(ctx.db, task.userId))) {
    throw new AppError('conflict', 'Filing is not authorised: grant the authorisation in your settings first.', 409);
  }
  const moved = await repository.moveRun(ctx.db, task.runId, ['waiting-for-person'], { state: 'queued' });
  if (moved) await ctx.sendRun(moved.id);
  if (removal) {
    const who = actor.kind === 'member' ? 'You' : 'Our team';
    const note =
      task.kind === 'approval'
        ? `You approved filing at ${removal.siteName ?? removal.domain}.`
        : `${who} did the step the site keeps for a person; filing continues.`;
    await requests.removalEvent(ctx.db, removal, 'runner-resumed', note);
  }
  return task;
}

/** The runs, steps and tasks of a member's removals (the request detail). */
async function runsOf(ctx: RunnerContext, removalIds: string[]) {
  const runs = await repository.runsOfRemovals(ctx.db, removalIds);
  const runIds = runs.map((run) => run.id);
  const [steps, tasks] = await Promise.all([
    repository.stepsOfRuns(ctx.db, runIds),
    repository.tasksOfRuns(ctx.db, runIds),
  ]);
  return { runs, steps, tasks };
}

/** The runs of one of the member's takedown requests; null when the request is not theirs. */
export async function requestRuns(ctx: RunnerContext, userId: string, takedownId: string) {
  const removals = await requests.removalsOfRequest(ctx.db, userId, takedownId);
  return removals
    ? runsOf(
        ctx,
        removals.map((removal) => removal.id),
      )
    : null;
}

/** A task as it stands now. */
export async function taskById(ctx: RunnerContext, taskId: string): Promise<TaskRow> {
  const task = await repository.findTask(ctx.db, taskId);
  if (!task) throw new AppError('not_found', 'Task not found', 404);
  return task;
}

/** Whether the screenshot belongs to one of the member's runs (members see their own only). */
export const ownsScreenshot = (ctx: RunnerContext, userId: string, sha256: string) =>
  repository.ownsScreenshot(ctx.db, userId, sha256);

/** The step screenshots a member's runs refer to; read before the rows go (account deletion). */
export const runnerBlobsOf = (db: Db, userId: string) => repository.screenshotsOfUser(db, userId);

/** Which of these blobs some step or task still names (the same bytes can be anyone's). */
export const referencedRunnerBlobs = (db: Db, hashes: string[]) => repository.referencedScreenshots(db, hashes);

/** The operators' open tasks, oldest first. */
export const openOperatorTasks = (ctx: RunnerContext, limit = 100) => repository.openOperatorTasks(ctx.db, limit);

/** An operator closed a runner task: it goes to the same audit log as their other actions. */
export async function completeOperatorTask(
  ctx: RunnerContext,
  adminId: string,
  taskId: string,
  options: { retry?: boolean } = {},
): Promise<TaskRow> {
  await completeTask(ctx, { kind: 'operator', id: adminId }, taskId, options);
  const task = await taskById(ctx, taskId);
  await requests.auditOperator(ctx.db, adminId, task.userId, task.removalRequestId, 'runner-task', {
    taskId: task.id,
    kind: task.kind,
    retry: options.retry ?? false,
  });
  return task;
}
