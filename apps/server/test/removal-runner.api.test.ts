import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMail, runnerSteps } from '../src/db/schema/runner';
import { notifications } from '../src/db/schema/notifications';
import type { Replica } from './replicas/server';
import {
  as,
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
import { makeOperator } from './helpers/identity';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
let replica: Replica;

beforeAll(async () => {
  ({ app, replica } = await createRunnerApp());
}, 120_000);

afterAll(async () => {
  await app.cleanup();
  await replica.close();
});

const PNG = '89504e47';
const eventsOf = (flow: string) => replica.state.events.filter((event) => event.flow === flow);

// Real Chromium runs: on a shared, loaded machine a run takes far longer than the 30 s default.
describe('the removal runner against replicas of real opt-out flows', { timeout: 180_000 }, () => {
  it('searches, picks the member’s listing, confirms by the emailed link, and the request follows', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, ['https://www.beenverified.com/people/jane-doe-austin']);
    const removalId = request?.removal.id ?? '';
    const queued = await runOf(app, removalId);
    expect(queued?.state).toBe('queued');

    expect(await work(app, queued?.id ?? '')).toBe('finished');
    const run = await runOf(app, removalId);
    expect(run?.state).toBe('confirmed');
    expect(await removalStatus(app, removalId)).toBe('acknowledged');
    // The Austin record, not the Boise namesake; the confirmation went to the agent address.
    expect(eventsOf('ps').find((event) => event.what === 'picked')?.value).toBe('1');
    expect(eventsOf('ps').find((event) => event.what === 'confirmed')?.value).toBe(agentAddress);
    // Only the site's own host was reached: the tracker on another host never got the request.
    expect(replica.state.hits.get('/ps/logo.gif')).toBeGreaterThan(0);
    expect(replica.state.hits.get('/ps/track.gif')).toBeUndefined();

    const steps = await app.db
      .select()
      .from(runnerSteps)
      .where(eq(runnerSteps.runId, run?.id ?? ''));
    expect(steps).toHaveLength(11);
    expect(steps.every((step) => step.outcome === 'ok' && step.screenshotSha256)).toBe(true);
    const detail = await as(app, member, 'GET', `/api/removal-runner/requests/${request?.takedownId}`);
    expect(detail.json().runs[0]).toMatchObject({ state: 'confirmed', stepCount: 11, verifiedAgainst: 'live' });
    const shot = await as(app, member, 'GET', `/api/removal-runner/screenshots/${steps[0]?.screenshotSha256}`);
    expect(shot.statusCode).toBe(200);
    expect(shot.rawPayload.subarray(0, 4).toString('hex')).toBe(PNG);
    const stranger = await createRunnerMember(app);
    expect(
      (await as(app, stranger, 'GET', `/api/removal-runner/screenshots/${steps[0]?.screenshotSha256}`)).statusCode,
    ).toBe(404);
    expect((await as(app, stranger, 'GET', `/api/removal-runner/requests/${request?.takedownId}`)).statusCode).toBe(
      404,
    );
    // The confirmation mail is no longer needed once the run is done.
    const [mail] = await app.db
      .select()
      .from(inboundMail)
      .where(eq(inboundMail.runId, run?.id ?? ''));
    expect(mail && mail.expiresAt.getTime() <= Date.now()).toBe(true);
  });

  it('waits for the emailed login code of a suppression portal, then resumes in the same session', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, ['https://www.intelius.com/people/jane-doe/1']);
    const run = await runOf(app, request?.removal.id ?? '');
    replica.state.holdMail = true;
    try {
      expect(await work(app, run?.id ?? '')).toBe('wait-email');
    } finally {
      replica.state.holdMail = false;
    }
    const waiting = await runOf(app, request?.removal.id ?? '');
    expect(waiting).toMatchObject({ state: 'waiting-for-email', stepIndex: 3 });
    expect(await removalStatus(app, request?.removal.id ?? '')).toBe('not-started');

    for (const send of replica.state.held.splice(0)) await send();
    await eventually(
      async () => (await runOf(app, request?.removal.id ?? ''))?.state === 'queued',
      'the code to wake the run',
    );
    expect(await work(app, run?.id ?? '')).toBe('finished');
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('submitted');
    expect(await removalStatus(app, request?.removal.id ?? '')).toBe('submitted');
    expect(eventsOf('portal').at(-1)).toMatchObject({ what: 'suppressed', value: '1' });
  });

  it('turns a CAPTCHA into a task for the member, never solves it, and resumes when they are done', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me', 'member');
    const listing = 'https://www.fastpeoplesearch.com/jane-doe_id_1';
    const [request] = await requestsFor(app, member, [listing]);
    const run = await runOf(app, request?.removal.id ?? '');
    expect(await work(app, run?.id ?? '')).toBe('wait-person');
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('waiting-for-person');
    const [task] = await tasksOf(app, run?.id ?? '');
    expect(task).toMatchObject({
      assignee: 'member',
      kind: 'captcha',
      status: 'open',
      pageUrl: `${replica.base}/captcha/form`,
    });
    expect(task?.instructions).toContain(agentAddress);
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notes.some((note) => note.title === 'One step needs you')).toBe(true);
    const detail = (await as(app, member, 'GET', `/api/removal-runner/requests/${request?.takedownId}`)).json();
    expect(detail.tasks).toEqual([expect.objectContaining({ id: task?.id, kind: 'captcha', status: 'open' })]);
    // The runner stopped before the submit button: nothing reached the site.
    expect(eventsOf('captcha')).toEqual([]);

    // The member solves the check in their own browser and submits the form with the agent address.
    const solved = await fetch(`${replica.base}/captcha/form`, {
      method: 'POST',
      body: new URLSearchParams({ url: listing, email: agentAddress, captcha: 'solved' }),
    });
    expect(solved.status).toBe(200);
    const done = await as(app, member, 'POST', `/api/removal-runner/tasks/${task?.id}/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('queued');
    expect(await work(app, run?.id ?? '')).toBe('finished');
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('confirmed');
    expect(await removalStatus(app, request?.removal.id ?? '')).toBe('acknowledged');
  });

  it('works a multi-step form with selects and a checkbox, and ends submitted without an email', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, ['https://www.advanced-people-search.com/jane-doe']);
    const run = await runOf(app, request?.removal.id ?? '');
    expect(await work(app, run?.id ?? '')).toBe('finished');
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('submitted');
    expect(await removalStatus(app, request?.removal.id ?? '')).toBe('submitted');
    expect(eventsOf('multi').at(-1)?.value).toBe(`${member.firstName} ${member.lastName}|12 Elm Street|78701|TX`);
  });

  it('stops a run whose form changed as needing attention, with the step and its screenshot, for an operator', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, ['https://nuwber.com/person/jane-doe']);
    const run = await runOf(app, request?.removal.id ?? '');
    expect(await work(app, run?.id ?? '')).toBe('failed');
    const stopped = await runOf(app, request?.removal.id ?? '');
    expect(stopped).toMatchObject({ state: 'needs-attention', failedStep: 2 });
    expect(stopped?.failure).toMatch(/fill step/);
    // The member's timeline says it in plain words; the runner's detail is the operator's (issue 31 item 7).
    const detail = await as(app, member, 'GET', `/api/requests/${request?.takedownId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const notes = (detail.json().events as { note: string | null }[]).map((event) => event.note ?? '');
    const stop = /^Automatic filing at .+ stopped: the site’s form did not go as expected\. Our team has it now\.$/;
    expect(
      notes.filter((note) => stop.test(note)),
      notes.join(' | '),
    ).toHaveLength(1);
    expect(notes.filter((note) => /fill step/.test(note))).toEqual([]);
    expect(await removalStatus(app, request?.removal.id ?? '')).toBe('not-started');
    expect(eventsOf('changed')).toEqual([]);

    const admin = await makeOperator(app, await createRunnerMember(app));
    const tasks = (await as(app, admin, 'GET', '/api/admin/removal-runner/tasks')).json().tasks as {
      id: string;
      runId: string;
      kind: string;
      screenshotSha256: string;
      stepIndex: number;
    }[];
    const task = tasks.find((candidate) => candidate.runId === run?.id);
    expect(task).toMatchObject({ kind: 'needs-attention', stepIndex: 2 });
    const shot = await as(app, admin, 'GET', `/api/admin/removal-runner/screenshots/${task?.screenshotSha256}`);
    expect(shot.rawPayload.subarray(0, 4).toString('hex')).toBe(PNG);
    expect((await as(app, member, 'GET', '/api/admin/removal-runner/tasks')).statusCode).toBe(403);
    const closed = await as(app, admin, 'POST', `/api/admin/removal-runner/tasks/${task?.id}/done`, { retry: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('cancelled');
  });

  it('never files through a 403, a bot check or a 429: attention, or a later retry, never submitted', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const requests = await requestsFor(app, member, [
      'https://thatsthem.com/name/jane-doe',
      'https://www.revealname.com/jane-doe',
      'https://www.grey-pages.com/jane-doe',
    ]);
    const [forbidden, challenge, busy] = await Promise.all(requests.map((request) => runOf(app, request.removal.id)));
    expect(await work(app, forbidden?.id ?? '')).toBe('failed');
    expect(await work(app, challenge?.id ?? '')).toBe('failed');
    expect((await runOf(app, requests[0]?.removal.id ?? ''))?.failure).toContain('403');
    expect((await runOf(app, requests[1]?.removal.id ?? ''))?.failure).toContain('bot check');

    expect(await work(app, busy?.id ?? '')).toBe('failed');
    expect(await runOf(app, requests[2]?.removal.id ?? '')).toMatchObject({ state: 'queued', attempts: 1 });
    await work(app, busy?.id ?? '');
    await work(app, busy?.id ?? '');
    expect(await runOf(app, requests[2]?.removal.id ?? '')).toMatchObject({ state: 'needs-attention', attempts: 3 });
    for (const request of requests) {
      expect((await runOf(app, request.removal.id))?.state).toBe('needs-attention');
      expect(await removalStatus(app, request.removal.id)).toBe('not-started');
    }
  });
});
