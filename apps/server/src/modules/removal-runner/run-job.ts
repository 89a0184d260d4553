import type { Playbook } from '@cleardocket/domain/removal/playbook';
import { planTakeover } from '@cleardocket/domain/removal/takeover';
import type { RunnerContext } from './context';
import { agentAddressOf, factsFor } from './facts';
import * as stepRows from './steps-repository';
import * as repository from './repository';
import type { RunRow } from './repository';
import * as requests from './requests-port';
import type { RemovalRow } from './requests-port';
import { NOT_ACTING, moveOwn, runIO } from './run-io';
import { MAX_ATTEMPTS, applyResult } from './run-result';
import { executePlaybook } from './runner/execute';
import type { RunResult } from './runner/execute';

/**
 * Where a claimed run goes on from, given what a worker that died (or a failed attempt) left on it
 * (decision 040 addendum): on after the confirmation text, again from the part's start, or to a
 * person when the form may already be at the site. The run row comes back with its new start.
 */
async function takeOver(ctx: RunnerContext, run: RunRow, playbook: Playbook) {
  const laterStepDone =
    run.actingStep !== null && run.actingSince !== null
      ? await stepRows.stepDoneAfter(ctx.db, run.id, run.actingStep, run.actingSince)
      : false;
  const plan = planTakeover(playbook, {
    stepIndex: run.stepIndex,
    reached: run.reached,
    actingStep: run.actingStep,
    laterStepDone,
  });
  if (plan.kind === 'needs-attention') return { plan, run };
  if (plan.from === run.stepIndex && run.actingStep === null) return { plan, run };
  const moved = await moveOwn(ctx, run, { stepIndex: plan.from, ...NOT_ACTING });
  return { plan, run: moved ?? run };
}

/** The request page's address: the playbook's first page, where the site takes requests. */
const requestPageOf = (playbook: Playbook) => playbook.steps.find((step) => step.kind === 'navigate')?.url ?? null;

/**
 * A run from its start asks first whether the site speaks the Data Rights Protocol at its request
 * page (issue 30 item 2): then the request goes by DRP, not through the form. A refusal is put on
 * the timeline and the form is tried; otherwise the playbook runs from where the run stands.
 */
async function runPlaybook(ctx: RunnerContext, run: RunRow, removal: RemovalRow, playbook: Playbook) {
  const page = requestPageOf(playbook);
  if (ctx.drpRoute && page && run.stepIndex === 0 && run.reached === null && run.actingStep === null) {
    const drp = await ctx.drpRoute(run.userId, removal.id, page);
    if (drp.kind === 'sent') return { outcome: 'drp-route', exercise: drp.exercise } satisfies RunResult;
    if (drp.kind === 'refused')
      await requests.removalEvent(
        ctx.db,
        removal,
        'route-drp-refused',
        `The site speaks the Data Rights Protocol but did not take the request: ${drp.reason} We are filing through its web form instead.`,
      );
  }
  const agent = await agentAddressOf(ctx.db, run.userId, ctx.config.agentMailDomain);
  const facts = await factsFor(ctx.db, run.userId, removal.url, agent);
  return executePlaybook(ctx.pool, runIO(ctx, run, removal, { playbook, facts }), {
    stepTimeoutMs: ctx.config.stepTimeoutMs,
    runTimeoutMs: ctx.config.runTimeoutMs,
    allowLoopback: ctx.config.allowLoopback,
  }).catch((error: unknown): RunResult => ({
    outcome: 'failed',
    stepIndex: run.stepIndex,
    detail: `The browser could not run the playbook (${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}).`,
    retry: true,
    screenshotSha256: null,
    pageUrl: null,
  }));
}

/**
 * Works one queued run until it finishes, fails, or parks; returns what happened. `retryCount` is
 * the job's (pg-boss): a retried job takes over a run its dead worker left running.
 */
export async function runJob(
  ctx: RunnerContext,
  runId: string,
  retryCount = 0,
): Promise<RunResult['outcome'] | 'not-queued'> {
  const claimed = await repository.claimRun(ctx.db, runId, retryCount > 0);
  if (!claimed) return 'not-queued';
  let run = claimed;
  const removal = await requests.findRemoval(ctx.db, run.removalRequestId);
  const playbook = ctx.playbookFor(run.playbookDomain);
  if (!removal || !(await repository.activeAuthorisation(ctx.db, run.userId))) {
    await moveOwn(ctx, run, { state: 'cancelled', finishedAt: new Date(), ...NOT_ACTING });
    return 'cancelled';
  }
  const taken = playbook ? await takeOver(ctx, run, playbook) : null;
  if (taken) run = taken.run;
  let result: RunResult;
  if (taken?.plan.kind === 'needs-attention') {
    result = {
      outcome: 'failed',
      stepIndex: run.actingStep ?? run.stepIndex,
      detail: taken.plan.detail,
      retry: false,
      screenshotSha256: null,
      pageUrl: null,
    };
  } else if (playbook && run.reached && run.stepIndex >= playbook.steps.length) {
    // Taken over after the site's last confirmation text: nothing is left to do.
    result = { outcome: 'finished', reached: run.reached };
  } else if (!playbook) {
    result = {
      outcome: 'failed',
      stepIndex: run.stepIndex,
      detail: 'The site has no playbook any more.',
      retry: false,
      screenshotSha256: null,
      pageUrl: null,
    };
  } else if (run.stepIndex >= playbook.steps.length) {
    // A person finished the form by hand and the playbook has no email step to prove it: their word.
    const site = removal.siteName ?? removal.domain;
    await requests.advanceRemoval(
      ctx.db,
      removal.id,
      'submitted',
      `Submitted by hand at ${site} (a step there needs a person).`,
    );
    await moveOwn(ctx, run, { reached: run.reached ?? 'submitted' });
    result = { outcome: 'finished', reached: run.reached ?? 'submitted' };
  } else {
    result = await runPlaybook(ctx, run, removal, playbook);
  }
  await applyResult(ctx, run, removal, result);
  return result.outcome;
}

/** Runs waiting for an email past their limit need a person; runs left by a dead worker run again. */
export async function sweepRuns(ctx: RunnerContext, now = new Date()): Promise<number> {
  const stuckBefore = new Date(now.getTime() - 2 * ctx.config.runTimeoutMs);
  const overdue = await repository.overdueRuns(ctx.db, now, stuckBefore);
  for (const run of overdue) {
    if (run.state === 'running' && run.attempts < MAX_ATTEMPTS) {
      const moved = await repository.moveRun(ctx.db, run.id, ['running'], { state: 'queued' });
      if (moved) await ctx.sendRun(run.id);
      continue;
    }
    const removal = await requests.findRemoval(ctx.db, run.removalRequestId);
    const moved = await repository.moveRun(ctx.db, run.id, [run.state as 'running' | 'waiting-for-email'], {
      state: 'running',
    });
    if (moved && removal) {
      const detail =
        run.state === 'running' ? 'The run stopped answering several times.' : 'The confirmation email never arrived.';
      await applyResult(ctx, moved, removal, {
        outcome: 'failed',
        stepIndex: run.stepIndex,
        detail,
        retry: false,
        screenshotSha256: null,
        pageUrl: null,
      });
    }
  }
  return overdue.length;
}
