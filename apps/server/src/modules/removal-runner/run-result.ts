import { addHours } from 'date-fns';
import { isEmailStep } from '@cleardocket/domain/removal/playbook';
import type { RunnerContext } from './context';
import { agentAddressOf, factsFor } from './facts';
import * as mailRows from './mail-repository';
import * as taskRows from './tasks-repository';
import * as repository from './repository';
import type { RunRow } from './repository';
import * as requests from './requests-port';
import type { RemovalRow } from './requests-port';
import { memberFailureNote } from './member-failure-note';
import { NOT_ACTING, moveOwn, wakeIfMailWaiting } from './run-io';
import type { RunResult } from './runner/execute';

/* What a run's result does to the run, the member's request and the queues (run-job.ts applies it). */

/** A 429 or 503 is tried again later, at most this many attempts in all. */
export const MAX_ATTEMPTS = 3;
const requestLink = (removal: RemovalRow) => `/dashboard/requests/${removal.takedownRequestId}`;
const siteOf = (removal: RemovalRow) => removal.siteName ?? removal.domain;

type Outcome<K extends RunResult['outcome']> = Extract<RunResult, { outcome: K }>;

async function finish(ctx: RunnerContext, run: RunRow, removal: RemovalRow, result: Outcome<'finished'>, now: Date) {
  const moved = await moveOwn(ctx, run, {
    state: result.reached,
    finishedAt: now,
    browserState: null,
    failure: null,
    ...NOT_ACTING,
  });
  if (!moved) return;
  await mailRows.expireMailOfRun(ctx.db, run.id, now);
  const site = siteOf(removal);
  await ctx.notify(run.userId, 'request-updates', {
    title: result.reached === 'confirmed' ? `${site} confirmed your opt-out` : `Opt-out filed at ${site}`,
    message: `${removal.reference}: we will check the page until the listing is gone.`,
    type: 'success',
    link: requestLink(removal),
  });
}

async function parkForEmail(ctx: RunnerContext, run: RunRow, result: Outcome<'wait-email'>, now: Date) {
  const step = ctx.playbookFor(run.playbookDomain)?.steps[result.stepIndex];
  const hours = step && isEmailStep(step) && 'waitHours' in step ? step.waitHours : 48;
  const moved = await moveOwn(ctx, run, {
    state: 'waiting-for-email',
    stepIndex: result.stepIndex,
    browserState: result.browserState,
    waitUntil: addHours(now, hours),
    ...NOT_ACTING,
  });
  // Mail that came while the run was parking would otherwise wait for the next one.
  if (moved) await wakeIfMailWaiting(ctx, moved);
}

async function parkForPerson(ctx: RunnerContext, run: RunRow, removal: RemovalRow, result: Outcome<'wait-person'>) {
  const authorisation = await repository.activeAuthorisation(ctx.db, run.userId);
  const assignee = authorisation?.humanSteps ?? 'operator';
  const moved = await moveOwn(ctx, run, {
    state: 'waiting-for-person',
    stepIndex: result.stepIndex,
    browserState: result.browserState,
    ...NOT_ACTING,
  });
  if (!moved) return;
  await taskRows.insertTask(ctx.db, {
    userId: run.userId,
    runId: run.id,
    removalRequestId: removal.id,
    assignee,
    kind: result.need,
    instructions: `${result.instructions}${await detailsToType(ctx, run, removal, result.stepIndex)}`,
    pageUrl: result.pageUrl,
    stepIndex: result.stepIndex - 1,
  });
  const site = siteOf(removal);
  if (assignee !== 'member') {
    await requests.removalEvent(
      ctx.db,
      removal,
      'runner-human-step',
      `${site} keeps one step for a person; our team is doing it.`,
    );
    return;
  }
  await requests.removalEvent(
    ctx.db,
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
}

/** A failure: queued again after a back-off while attempts are left and it may pass, else a person's. */
async function fail(ctx: RunnerContext, run: RunRow, removal: RemovalRow, result: Outcome<'failed'>) {
  if (result.retry && run.attempts < MAX_ATTEMPTS) {
    // The acting step stays recorded: a retry after the form was sent goes to a person, not to the form.
    const moved = await moveOwn(ctx, run, { state: 'queued', failure: result.detail, failedStep: result.stepIndex });
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
  await taskRows.insertTask(ctx.db, {
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
    ctx.db,
    removal,
    'runner-needs-attention',
    // The technical detail stays on the run and the operator's task; the member reads plain words.
    memberFailureNote(siteOf(removal), result.detail),
  );
}

/**
 * The request page asks for requests by email (issue 30 §1): the run ends and the removal goes the
 * existing letter path to that address — the letter of the member's state law, sent once when the
 * member authorises it, with its legal clocks from the send (requests' dispatch).
 */
async function applyEmailRoute(ctx: RunnerContext, run: RunRow, removal: RemovalRow, result: Outcome<'email-route'>) {
  const site = siteOf(removal);
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

/**
 * The site speaks the Data Rights Protocol (issue 30 item 2): the request went to it by API, signed
 * as the member's agent (the DRP module put the send and the business's answer on the timeline);
 * the run ends rerouted, and the timeline says in the member's words which route was taken.
 */
async function applyDrpRoute(ctx: RunnerContext, run: RunRow, removal: RemovalRow, result: Outcome<'drp-route'>) {
  const moved = await moveOwn(ctx, run, {
    state: 'rerouted',
    route: 'sent through the Data Rights Protocol, signed by us as your agent',
    finishedAt: new Date(),
    browserState: null,
    failure: null,
    ...NOT_ACTING,
  });
  if (!moved) return;
  const what = result.exercise === 'deletion' ? 'deletion request' : 'request to stop selling your information';
  await requests.removalEvent(
    ctx.db,
    removal,
    'route-drp',
    `Sent through the Data Rights Protocol: ${siteOf(removal)} takes requests from agents by API, so your ${what} went to it directly, signed by us as your agent, instead of through its web form.`,
  );
}

/** Records what a run came to: finished, cancelled, parked for an email or a person, or failed. */
export async function applyResult(ctx: RunnerContext, run: RunRow, removal: RemovalRow, result: RunResult) {
  const now = new Date();
  switch (result.outcome) {
    case 'finished':
      return finish(ctx, run, removal, result, now);
    case 'cancelled':
      await moveOwn(ctx, run, { state: 'cancelled', finishedAt: now, browserState: null, ...NOT_ACTING });
      return;
    case 'email-route':
      return applyEmailRoute(ctx, run, removal, result);
    case 'drp-route':
      return applyDrpRoute(ctx, run, removal, result);
    case 'wait-email':
      return parkForEmail(ctx, run, result, now);
    case 'wait-person':
      return parkForPerson(ctx, run, removal, result);
    case 'failed':
      return fail(ctx, run, removal, result);
  }
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
