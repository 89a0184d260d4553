import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Replica } from './replicas/server';
import { REGISTRY_REPLICAS } from './replicas/playbooks';
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
import type { Member } from './helpers/runner';
import { makeOperator } from './helpers/identity';
import type { TestApp } from './helpers/test-app';

/**
 * The generic request-form step (decision 038) against replicas of registry-filed request forms no
 * source describes: what it fills is the member's, what it cannot answer goes to a person, and it
 * counts a request as filed only when the site newly says so.
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

const PNG = '89504e47';
const sentTo = (shape: string): Record<string, string>[] =>
  replica.state.events
    .filter((event) => event.flow === `reg-${shape}` && event.what === 'sent')
    .map((event) => JSON.parse(event.value) as Record<string, string>);

async function queued(member: Member, domain: string) {
  const listing = `https://www.${domain}/people/jane-doe-austin`;
  const [request] = await requestsFor(app, member, [listing]);
  const removalId = request?.removal.id ?? '';
  const run = await runOf(app, removalId);
  expect(run?.state).toBe('queued');
  return { listing, removalId, runId: run?.id ?? '', takedownId: request?.takedownId ?? '' };
}

// Real Chromium runs on a shared, loaded machine: generous limits, no timing asserts.
describe('the generic request form against registry-form replicas', { timeout: 180_000 }, () => {
  it('fills labelled inputs with the member’s details, asks to delete, ticks "I am the consumer", ends submitted', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me');
    const { removalId, takedownId } = await queued(member, REGISTRY_REPLICAS.labelled).then(async (found) => {
      expect(await work(app, found.runId)).toBe('finished');
      return found;
    });
    expect((await runOf(app, removalId))?.state).toBe('submitted');
    expect(await removalStatus(app, removalId)).toBe('submitted');
    const [values] = sentTo('labelled');
    expect(values).toMatchObject({
      fn: member.firstName,
      ln: member.lastName,
      em: agentAddress,
      st: '12 Elm Street',
      ci: 'Austin',
      sa: 'TX',
      zp: '78701',
      requestType: 't1',
      self: 'on',
    });
    // The member's own inbox never reaches the site; the newsletter box stays unticked.
    expect(JSON.stringify(values)).not.toContain(member.email);
    expect(values?.news).toBeUndefined();
    // The newsletter form above the request form was not the one sent.
    expect(replica.state.hits.get('/reg/newsletter')).toBeUndefined();
    const detail = (await as(app, member, 'GET', `/api/removal-runner/requests/${takedownId}`)).json();
    expect(detail.runs[0]).toMatchObject({ state: 'submitted', verifiedAgainst: 'registry-page' });
    // No email was announced, so the run did not wait for one.
    expect(detail.steps.map((step: { outcome: string }) => step.outcome)).toEqual(['ok', 'ok', 'ok', 'skipped']);
    // The runner's technical detail stays with the operators: the member reads each step in plain words.
    expect(detail.steps.map((step: { detail: string | null }) => step.detail)).toEqual([null, null, null, null]);
    expect(detail.runs[0].failure).toBeNull();
  });

  it('fills placeholder-only inputs and selects (state, request type) and says it files as the agent', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me');
    const { listing, removalId, runId } = await queued(member, REGISTRY_REPLICAS.placeholders);
    expect(await work(app, runId)).toBe('finished');
    expect((await runOf(app, removalId))?.state).toBe('submitted');
    expect(sentTo('placeholders')).toEqual([
      {
        name: `${member.firstName} ${member.lastName}`,
        mail: agentAddress,
        postcode: '78701',
        region: 'TX',
        kind: 'Request to delete',
        who: 'As an authorized agent on behalf of a consumer',
        page: listing,
      },
    ]);
  });

  it('waits for a portal’s script-rendered form, sends it, and opens the emailed link the page announced', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me');
    const { removalId, runId } = await queued(member, REGISTRY_REPLICAS.portal);
    const first = await work(app, runId);
    if (first === 'wait-email') {
      // The mail crossed SMTP after the run reached its email step: it wakes the run.
      await eventually(async () => (await runOf(app, removalId))?.state === 'queued', 'the email to wake the run');
      expect(await work(app, runId)).toBe('finished');
    } else {
      expect(first).toBe('finished');
    }
    expect((await runOf(app, removalId))?.state).toBe('confirmed');
    expect(await removalStatus(app, removalId)).toBe('acknowledged');
    expect(sentTo('portal')).toEqual([
      { first: member.firstName, last: member.lastName, email: agentAddress, type: 'Request to delete', zip: '78701' },
    ]);
    expect(replica.state.events.find((event) => event.flow === 'reg-portal' && event.what === 'verified')?.value).toBe(
      agentAddress,
    );
  });

  it('hands a form that requires a date of birth to the member, with the details to type, and sends nothing', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me', 'member');
    const { removalId, runId } = await queued(member, REGISTRY_REPLICAS.dob);
    expect(await work(app, runId)).toBe('wait-person');
    expect((await runOf(app, removalId))?.state).toBe('waiting-for-person');
    const [task] = await tasksOf(app, runId);
    expect(task).toMatchObject({
      assignee: 'member',
      kind: 'missing-detail',
      status: 'open',
      pageUrl: `${replica.base}/reg/dob`,
    });
    expect(task?.instructions).toContain('date of birth');
    expect(task?.instructions).toContain(agentAddress);
    expect(sentTo('dob')).toEqual([]);
    expect(await removalStatus(app, removalId)).toBe('not-started');

    // The member finishes the form by hand; the run ends on their word.
    const done = await as(app, member, 'POST', `/api/removal-runner/tasks/${task?.id}/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await work(app, runId)).toBe('finished');
    expect((await runOf(app, removalId))?.state).toBe('submitted');
    expect(await removalStatus(app, removalId)).toBe('submitted');
  });

  it('turns a CAPTCHA into the CAPTCHA task, never sends the form', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me', 'member');
    const { removalId, runId } = await queued(member, REGISTRY_REPLICAS.captcha);
    expect(await work(app, runId)).toBe('wait-person');
    const [task] = await tasksOf(app, runId);
    expect(task).toMatchObject({ assignee: 'member', kind: 'captcha', status: 'open' });
    expect(task?.instructions).toContain('never solve');
    expect(sentTo('captcha')).toEqual([]);
    expect(await removalStatus(app, removalId)).toBe('not-started');
  });

  it('ends "needs attention" with the screenshot when the site answers the form with an error, never submitted', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me');
    const { removalId, runId } = await queued(member, REGISTRY_REPLICAS.refused);
    expect(await work(app, runId)).toBe('failed');
    const stopped = await runOf(app, removalId);
    expect(stopped).toMatchObject({ state: 'needs-attention', failedStep: 1 });
    expect(stopped?.failure).toContain('could not match your details');
    expect(await removalStatus(app, removalId)).toBe('not-started');
    // The form did reach the site, with the member's details: it refused them.
    expect(sentTo('refused')).toEqual([{ name: `${member.firstName} ${member.lastName}`, email: agentAddress }]);

    const admin = await makeOperator(app, await createRunnerMember(app));
    const tasks = (await as(app, admin, 'GET', '/api/admin/removal-runner/tasks')).json().tasks as {
      runId: string;
      kind: string;
      screenshotSha256: string;
    }[];
    const task = tasks.find((candidate) => candidate.runId === runId);
    expect(task?.kind).toBe('needs-attention');
    const shot = await as(app, admin, 'GET', `/api/admin/removal-runner/screenshots/${task?.screenshotSha256}`);
    expect(shot.rawPayload.subarray(0, 4).toString('hex')).toBe(PNG);
  });
});
