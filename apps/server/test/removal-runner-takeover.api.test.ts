import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMail, runnerRuns, runnerSteps } from '../src/db/schema/runner';
import { moveRun } from '../src/modules/removal-runner/repository';
import type { Replica } from './replicas/server';
import {
  authorise,
  createRunnerApp,
  createRunnerMember,
  eventually,
  removalStatus,
  requestsFor,
  runOf,
  tasksOf,
  work,
} from './helpers/runner';
import type { Member } from './helpers/runner';
import type { TestApp } from './helpers/test-app';

/**
 * A worker killed mid-run (issue 19 part 4, decision 040 addendum), without killing a process: the
 * run is left as a dead worker leaves it, then the job's retry (pg-boss retry count 1) works it.
 * The replica counts the forms it received: 0 → 1 once, never 2.
 */
let app: TestApp;
let replica: Replica;

beforeAll(async () => {
  ({ app, replica } = await createRunnerApp());
}, 120_000);

afterAll(async () => {
  await app.cleanup();
  await replica.close();
});

const filings = (listingUrl: string) =>
  replica.state.events.filter(
    (event) => event.flow === 'mail' && event.what === 'submitted' && event.value === listingUrl,
  ).length;

/** A Spokeo-shaped run (form, submit click, "Check your email", emailed link) queued for a new member. */
async function queuedRun(listingUrl: string) {
  const member = await createRunnerMember(app);
  const { agentAddress } = await authorise(app, member, 'file-for-me');
  const [request] = await requestsFor(app, member, [listingUrl]);
  const removalId = request?.removal.id ?? '';
  const run = await runOf(app, removalId);
  expect(run?.state).toBe('queued');
  return { member, agentAddress, removalId, runId: run?.id ?? '' };
}

/** The run as a worker killed mid-run leaves it: running, first attempt, with what it had recorded. */
async function leftByDeadWorker(runId: string, left: Partial<typeof runnerRuns.$inferInsert>) {
  await app.db
    .update(runnerRuns)
    .set({ state: 'running', attempts: 1, startedAt: new Date(Date.now() - 60_000), ...left })
    .where(eq(runnerRuns.id, runId));
}

/** What the dead worker sent before it died: the form, posted to the replica as the browser would. */
async function sendFormAsTheDeadWorker(listingUrl: string, agentAddress: string) {
  const response = await fetch(`${replica.base}/mail/optout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ url: listingUrl, email: agentAddress }).toString(),
  });
  expect(response.status).toBe(200);
}

const takeOver = (runId: string) => work(app, runId, 1);

async function logged(member: Member, runId: string) {
  const rows = await app.db.select().from(runnerSteps).where(eq(runnerSteps.runId, runId));
  expect(rows.every((row) => row.userId === member.id)).toBe(true);
  return rows;
}

// Real Chromium runs: on a shared, loaded machine a run takes far longer than the 30 s default.
describe('a retried runner job takes over the run its killed worker left', { timeout: 180_000 }, () => {
  it('files once when the worker died before any acting step; a first job never takes a live run', async () => {
    const listingUrl = 'https://www.spokeo.com/Jane-Doe/Texas/Austin/t1';
    const { member, runId, removalId } = await queuedRun(listingUrl);
    await leftByDeadWorker(runId, {});
    await app.db.insert(runnerSteps).values({
      userId: member.id,
      runId,
      stepIndex: 0,
      kind: 'navigate',
      outcome: 'ok',
      startedAt: new Date(Date.now() - 50_000),
    });

    // A job that is not a retry leaves a running run alone (its worker may be alive).
    expect(await work(app, runId, 0)).toBe('not-queued');
    expect(filings(listingUrl)).toBe(0);

    expect(['finished', 'wait-email']).toContain(await takeOver(runId));
    expect(filings(listingUrl)).toBe(1);
    const run = await runOf(app, removalId);
    expect(run?.attempts).toBe(2);
    // The dead (or only frozen) worker's attempt can change the run no more.
    const states = ['running', 'waiting-for-email', 'submitted', 'confirmed'] as const;
    expect(await moveRun(app.db, runId, states, { failure: 'a late write' }, 1)).toBeNull();
    expect((await runOf(app, removalId))?.failure).toBeNull();
    expect(['submitted', 'confirmed']).toContain(run?.reached);
    expect(run?.actingStep).toBeNull();
    expect(['submitted', 'acknowledged']).toContain(await removalStatus(app, removalId));
    // The form was filled again from the start, in a fresh context.
    expect((await logged(member, runId)).filter((row) => row.stepIndex === 0)).toHaveLength(2);
  });

  it('never files again when the worker died after the submitting click began: a person checks', async () => {
    const listingUrl = 'https://www.spokeo.com/Jane-Doe/Texas/Austin/t2';
    const { agentAddress, runId, removalId } = await queuedRun(listingUrl);
    await sendFormAsTheDeadWorker(listingUrl, agentAddress);
    await leftByDeadWorker(runId, { actingStep: 3, actingSince: new Date(Date.now() - 30_000) });
    expect(filings(listingUrl)).toBe(1);

    expect(await takeOver(runId)).toBe('failed');
    expect(filings(listingUrl)).toBe(1);
    const run = await runOf(app, removalId);
    expect(run).toMatchObject({ state: 'needs-attention', reached: null, actingStep: null, failedStep: 3 });
    expect(run?.failure).toBe('The worker stopped while sending the form; check the site before filing again.');
    const [task] = await tasksOf(app, runId);
    expect(task).toMatchObject({ assignee: 'operator', kind: 'needs-attention', status: 'open' });
    expect(task?.instructions).toContain('check the site before filing again');
    // No verdict: the request is not marked filed on the strength of a click nobody saw land.
    expect(['submitted', 'acknowledged']).not.toContain(await removalStatus(app, removalId));
    // Another retry finds the run with a person and does nothing.
    expect(await takeOver(runId)).toBe('not-queued');
    expect(filings(listingUrl)).toBe(1);
  });

  it('goes on to the email when the worker died after the site accepted the form', async () => {
    const listingUrl = 'https://www.spokeo.com/Jane-Doe/Texas/Austin/t3';
    const { member, agentAddress, runId, removalId } = await queuedRun(listingUrl);
    await sendFormAsTheDeadWorker(listingUrl, agentAddress);
    // The "Check your email" text was seen and recorded (which clears the acting step), then the worker died.
    await leftByDeadWorker(runId, { reached: 'submitted' });
    const confirmations = () =>
      replica.state.events.filter(
        (event) => event.flow === 'mail' && event.what === 'confirmed' && event.value === agentAddress,
      ).length;
    // The site's mail reaches the agent address before the retry comes.
    await eventually(
      async () => (await app.db.select().from(inboundMail).where(eq(inboundMail.userId, member.id))).length > 0,
      'the site’s confirmation email',
    );

    expect(await takeOver(runId)).toBe('finished');
    expect(filings(listingUrl)).toBe(1);
    expect(confirmations()).toBe(1);
    const run = await runOf(app, removalId);
    expect(run?.state).toBe('confirmed');
    // Only the email link and the confirmation text ran: the form was not opened again.
    const steps = await app.db.select().from(runnerSteps).where(eq(runnerSteps.runId, runId));
    expect(steps.map((step) => step.stepIndex).sort()).toEqual([5, 6]);
  });
});
