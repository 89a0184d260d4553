import { matchesMail } from '@cleardocket/domain/removal/mail-match';
import type { InboundMailFacts } from '@cleardocket/domain/removal/mail-match';
import { isEmailStep } from '@cleardocket/domain/removal/playbook';
import type { Playbook } from '@cleardocket/domain/removal/playbook';
import { planTakeover } from '@cleardocket/domain/removal/takeover';
import type { RunnerContext } from './context';
import { agentAddressOf, factsFor } from './facts';
import * as repository from './repository';
import type { MailRow, RunRow } from './repository';
import * as requests from './requests-port';
import type { RemovalRow } from './requests-port';
import { executePlaybook } from './runner/execute';
import type { RunIO, RunResult } from './runner/execute';

/** A 429 or 503 is tried again later, at most this many attempts in all. */
const MAX_ATTEMPTS = 3;
const HOUR_MS = 3_600_000;
const requestLink = (removal: RemovalRow) => `/dashboard/requests/${removal.takedownRequestId}`;

/** Changes the run while it is still this attempt's (a run taken over by a retried job is not). */
const moveOwn = (ctx: RunnerContext, run: RunRow, changes: Parameters<typeof repository.moveRun>[3]) =>
  repository.moveRun(ctx.db, run.id, ['running'], changes, run.attempts);

/** The run's record of an acting step, cleared when its part of the run ends. */
const NOT_ACTING = { actingStep: null, actingSince: null } as const;

const toMailFacts = (mail: MailRow): InboundMailFacts => ({
  from: mail.fromAddress,
  subject: mail.subject,
  text: mail.text,
  links: mail.links,
});

/** The run's view of the database: steps logged with screenshots, mail found and claimed. */
function runIO(ctx: RunnerContext, run: RunRow, removal: RemovalRow, io: Pick<RunIO, 'playbook' | 'facts'>): RunIO {
  return {
    ...io,
    startAt: run.stepIndex,
    reachedBefore: run.reached,
    browserState: run.browserState ?? null,
    async shouldStop() {
      const current = await repository.findRun(ctx.db, run.id);
      return (
        current?.state !== 'running' ||
        current.attempts !== run.attempts ||
        !(await repository.activeAuthorisation(ctx.db, run.userId))
      );
    },
    async findMail(match) {
      const mails = await repository.unusedMail(ctx.db, run.userId, run.id, run.createdAt);
      const hit = mails.find((mail) => matchesMail(match, toMailFacts(mail)));
      if (!hit) return null;
      await repository.updateMail(ctx.db, hit.id, { usedAt: new Date(), runId: run.id });
      return toMailFacts(hit);
    },
    async logStep(entry) {
      const sha256 = entry.screenshot ? (await ctx.blobs.put(entry.screenshot)).sha256 : null;
      await repository.insertStep(ctx.db, {
        userId: run.userId,
        runId: run.id,
        stepIndex: entry.index,
        kind: entry.kind,
        outcome: entry.outcome,
        detail: entry.detail,
        url: entry.url && entry.url !== 'about:blank' ? entry.url.slice(0, 2000) : null,
        screenshotSha256: sha256,
        startedAt: entry.startedAt,
      });
      await moveOwn(ctx, run, {});
      return sha256;
    },
    async acting(index) {
      return Boolean(await moveOwn(ctx, run, { actingStep: index, actingSince: new Date() }));
    },
    async reached(mark, route) {
      // The site's confirmation text: what the acting steps sent is accounted for.
      await moveOwn(ctx, run, { reached: mark, ...NOT_ACTING });
      const site = removal.siteName ?? removal.domain;
      if (mark === 'submitted') {
        await requests.advanceRemoval(
          ctx.db,
          removal.id,
          'submitted',
          route
            ? `We filed your request at ${site}: ${route}; the site said it received it.`
            : `We filed the opt-out form at ${site} for you; the site accepted it.`,
        );
      } else {
        await requests.advanceRemoval(ctx.db, removal.id, 'submitted', `We filed the opt-out form at ${site} for you.`);
        await requests.advanceRemoval(
          ctx.db,
          removal.id,
          'acknowledged',
          `${site} confirmed the request (its emailed link was opened).`,
        );
      }
    },
  };
}

/**
 * Where a claimed run goes on from, given what a worker that died (or a failed attempt) left on it
 * (decision 040 addendum): on after the confirmation text, again from the part's start, or to a
 * person when the form may already be at the site. The run row comes back with its new start.
 */
async function takeOver(ctx: RunnerContext, run: RunRow, playbook: Playbook) {
  const laterStepDone =
    run.actingStep !== null && run.actingSince !== null
      ? await repository.stepDoneAfter(ctx.db, run.id, run.actingStep, run.actingSince)
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
    const agent = await agentAddressOf(ctx.db, run.userId, ctx.config.agentMailDomain);
    const facts = await factsFor(ctx.db, run.userId, removal.url, agent);
    result = await executePlaybook(ctx.pool, runIO(ctx, run, removal, { playbook, facts }), {
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
  await applyResult(ctx, run, removal, result);
  return result.outcome;
}

async function applyResult(ctx: RunnerContext, run: RunRow, removal: RemovalRow, result: RunResult): Promise<void> {
  const { db } = ctx;
  const site = removal.siteName ?? removal.domain;
  const now = new Date();
  if (result.outcome === 'finished') {
    const moved = await moveOwn(ctx, run, {
      state: result.reached,
      finishedAt: now,
      browserState: null,
      failure: null,
      ...NOT_ACTING,
    });
    if (!moved) return;
    await repository.expireMailOfRun(db, run.id, now);
    await ctx.notify(run.userId, 'request-updates', {
      title: result.reached === 'confirmed' ? `${site} confirmed your opt-out` : `Opt-out filed at ${site}`,
      message: `${removal.reference}: we will check the page until the listing is gone.`,
      type: 'success',
      link: requestLink(removal),
    });
    return;
  }
  if (result.outcome === 'cancelled') {
    await moveOwn(ctx, run, { state: 'cancelled', finishedAt: now, browserState: null, ...NOT_ACTING });
    return;
  }
  if (result.outcome === 'email-route') {
    await applyEmailRoute(ctx, run, removal, result);
    return;
  }
  if (result.outcome === 'wait-email') {
    const step = ctx.playbookFor(run.playbookDomain)?.steps[result.stepIndex];
    const hours = step && isEmailStep(step) && 'waitHours' in step ? step.waitHours : 48;
    const moved = await moveOwn(ctx, run, {
      state: 'waiting-for-email',
      stepIndex: result.stepIndex,
      browserState: result.browserState,
      waitUntil: new Date(now.getTime() + hours * HOUR_MS),
      ...NOT_ACTING,
    });
    // Mail that came while the run was parking would otherwise wait for the next one.
    if (moved) await wakeIfMailWaiting(ctx, moved);
    return;
  }
  if (result.outcome === 'wait-person') {
    const authorisation = await repository.activeAuthorisation(db, run.userId);
    const assignee = authorisation?.humanSteps ?? 'operator';
    const moved = await moveOwn(ctx, run, {
      state: 'waiting-for-person',
      stepIndex: result.stepIndex,
      browserState: result.browserState,
      ...NOT_ACTING,
    });
    if (!moved) return;
    await repository.insertTask(db, {
      userId: run.userId,
      runId: run.id,
      removalRequestId: removal.id,
      assignee,
      kind: result.need,
      instructions: `${result.instructions}${await detailsToType(ctx, run, removal, result.stepIndex)}`,
      pageUrl: result.pageUrl,
      stepIndex: result.stepIndex - 1,
    });
    if (assignee === 'member') {
      await requests.removalEvent(
        db,
        removal,
        'runner-human-step',
        `One step at ${site} needs you: ${result.instructions}`,
      );
      await ctx.notify(run.userId, 'request-updates', {
        title: 'One step needs you',
        message: `${site}: ${result.instructions}`,
        type: 'warning',
        link: requestLink(removal),
      });
    } else {
      await requests.removalEvent(
        db,
        removal,
        'runner-human-step',
        `${site} keeps one step for a person; our team is doing it.`,
      );
    }
    return;
  }
  if (result.retry && run.attempts < MAX_ATTEMPTS) {
    // The acting step stays recorded: a retry after the form was sent goes to a person, not to the form.
    const moved = await moveOwn(ctx, run, {
      state: 'queued',
      failure: result.detail,
      failedStep: result.stepIndex,
    });
    if (moved) await ctx.sendRun(run.id, 60 * 2 ** run.attempts);
    return;
  }
  const moved = await moveOwn(ctx, run, {
    state: 'needs-attention',
    failure: result.detail,
    failedStep: result.stepIndex,
    browserState: null,
    ...NOT_ACTING,
  });
  if (!moved) return;
  await repository.insertTask(db, {
    userId: run.userId,
    runId: run.id,
    removalRequestId: removal.id,
    assignee: 'operator',
    kind: 'needs-attention',
    instructions: `Step ${result.stepIndex + 1} of the ${run.playbookDomain} playbook: ${result.detail}`,
    pageUrl: result.pageUrl,
    stepIndex: result.stepIndex,
    screenshotSha256: result.screenshotSha256,
  });
  await requests.removalEvent(
    db,
    removal,
    'runner-needs-attention',
    `Automatic filing at ${site} stopped (${result.detail}). Our team has it now.`,
  );
}

/**
 * The request page asks for requests by email (issue 30 §1): the run ends and the removal goes the
 * existing letter path to that address — the letter of the member's state law, sent once when the
 * member authorises it, with its legal clocks from the send (requests' dispatch).
 */
async function applyEmailRoute(
  ctx: RunnerContext,
  run: RunRow,
  removal: RemovalRow,
  result: Extract<RunResult, { outcome: 'email-route' }>,
) {
  const site = removal.siteName ?? removal.domain;
  const note = `${result.detail} The request goes to ${result.address} as a letter under your state’s privacy law; it is sent once you authorise it, and the law’s deadlines run from the day it is sent.`;
  const moved = await moveOwn(ctx, run, {
    state: 'rerouted',
    finishedAt: new Date(),
    browserState: null,
    failure: null,
    ...NOT_ACTING,
  });
  if (!moved) return;
  if (!(await requests.routeToLetter(ctx.db, ctx.jobs, removal.id, result.address, note))) return;
  await ctx.notify(run.userId, 'request-updates', {
    title: `${site} takes requests by email`,
    message: `${removal.reference}: your letter to ${result.address} is ready for your authorisation.`,
    type: 'info',
    link: requestLink(removal),
  });
}

/** The values the playbook typed before a human step, for a person who finishes the form by hand. */
async function detailsToType(ctx: RunnerContext, run: RunRow, removal: RemovalRow, before: number): Promise<string> {
  const playbook = ctx.playbookFor(run.playbookDomain);
  if (!playbook) return '';
  const agent = await agentAddressOf(ctx.db, run.userId, ctx.config.agentMailDomain);
  const facts = await factsFor(ctx.db, run.userId, removal.url, agent);
  const lines = playbook.steps
    .slice(0, before)
    .flatMap((step) =>
      step.kind === 'fill' && facts[step.fact]
        ? [`${'label' in step.target ? step.target.label : step.fact}: ${facts[step.fact]}`]
        : [],
    );
  return lines.length > 0 ? ` Details to use: ${lines.join('; ')}.` : '';
}

/** A parked run whose email is already here goes back in the queue. */
export async function wakeIfMailWaiting(ctx: RunnerContext, run: RunRow): Promise<boolean> {
  const step = ctx.playbookFor(run.playbookDomain)?.steps[run.stepIndex];
  if (!step || !isEmailStep(step) || !('match' in step)) return false;
  const mails = await repository.unusedMail(ctx.db, run.userId, run.id, run.createdAt);
  const hit = mails.find((mail) => matchesMail(step.match, toMailFacts(mail)));
  if (!hit) return false;
  await repository.updateMail(ctx.db, hit.id, { runId: run.id });
  const moved = await repository.moveRun(ctx.db, run.id, ['waiting-for-email'], { state: 'queued' });
  if (moved) await ctx.sendRun(run.id);
  return Boolean(moved);
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
