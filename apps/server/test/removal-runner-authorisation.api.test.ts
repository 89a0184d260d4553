import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAuthorisations, inboundMail, runnerRuns } from '../src/db/schema/runner';
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
import type { TestApp } from './helpers/test-app';

let app: TestApp;
let replica: Replica;
let smtpPort: number;

beforeAll(async () => {
  ({ app, replica, smtpPort } = await createRunnerApp());
}, 120_000);

afterAll(async () => {
  await app.cleanup();
  await replica.close();
});

const mailer = () => nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });

// Real Chromium runs: on a shared, loaded machine a run takes far longer than the 30 s default.
describe('authorisation', { timeout: 180_000 }, () => {
  it('stores the exact text, version, time and address, and files nothing before it is given', async () => {
    const member = await createRunnerMember(app);
    const before = (await as(app, member, 'GET', '/api/removal-runner/authorisation')).json();
    expect(before.authorisation).toBeNull();
    expect(before.agentAddress).toMatch(/^m-[0-9a-f]{12}@agent\.cleardocket\.example$/);
    const [request] = await requestsFor(app, member, ['https://www.spokeo.com/Jane-Doe/Texas/Austin/p1']);
    expect(await runOf(app, request?.removal.id ?? '')).toBeUndefined();

    const stale = await as(app, member, 'PUT', '/api/removal-runner/authorisation', {
      mode: 'file-for-me',
      humanSteps: 'member',
      textVersion: 0,
    });
    expect(stale.statusCode).toBe(400);
    const granted = await authorise(app, member, 'file-for-me');
    expect(granted.authorisation.mode).toBe('file-for-me');
    const [row] = await app.db.select().from(agentAuthorisations).where(eq(agentAuthorisations.userId, member.id));
    expect(row?.text).toBe(before.text);
    expect(row).toMatchObject({ textVersion: 1, revokedAt: null });
    expect(row?.ipAddress).toBeTruthy();
    // Granting files the web-form requests that were waiting.
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('queued');
  });

  it('never gives an email-only site to the runner: its letter path stays', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, ['https://bustedmugshots.com/jane-doe-123']);
    expect(request?.removal.method).toBe('email');
    expect(await runOf(app, request?.removal.id ?? '')).toBeUndefined();
  });

  it('asks each time: a run waits for the member’s one-click approval, then files', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'ask-each-time');
    const [request] = await requestsFor(app, member, ['https://www.spokeo.com/Jane-Doe/Texas/Austin/p2']);
    const run = await runOf(app, request?.removal.id ?? '');
    expect(run?.state).toBe('waiting-for-person');
    expect(await work(app, run?.id ?? '')).toBe('not-queued');
    const [approval] = await tasksOf(app, run?.id ?? '');
    expect(approval).toMatchObject({ kind: 'approval', assignee: 'member', status: 'open' });
    const other = await createRunnerMember(app);
    expect((await as(app, other, 'POST', `/api/removal-runner/tasks/${approval?.id}/done`)).statusCode).toBe(404);
    expect((await as(app, member, 'POST', `/api/removal-runner/tasks/${approval?.id}/done`)).statusCode).toBe(200);
    expect(await work(app, run?.id ?? '')).toBe('finished');
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('confirmed');
  });

  it('stops all filing at once when revoked: queued and waiting runs are cancelled, their tasks closed', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [captcha, multi] = await requestsFor(app, member, [
      'https://www.fastpeoplesearch.com/jane-doe_id_9',
      'https://www.advanced-people-search.com/jane-doe-9',
    ]);
    const waiting = await runOf(app, captcha?.removal.id ?? '');
    expect(await work(app, waiting?.id ?? '')).toBe('wait-person');
    const [task] = await tasksOf(app, waiting?.id ?? '');

    const revoked = await as(app, member, 'DELETE', '/api/removal-runner/authorisation');
    expect(revoked.json()).toEqual({ cancelledRuns: 2 });
    expect((await runOf(app, captcha?.removal.id ?? ''))?.state).toBe('cancelled');
    const queued = await runOf(app, multi?.removal.id ?? '');
    expect(queued?.state).toBe('cancelled');
    expect(await work(app, queued?.id ?? '')).toBe('not-queued');
    expect((await tasksOf(app, waiting?.id ?? ''))[0]?.status).toBe('cancelled');
    expect((await as(app, member, 'POST', `/api/removal-runner/tasks/${task?.id}/done`)).statusCode).toBe(409);
    expect(await removalStatus(app, multi?.removal.id ?? '')).toBe('not-started');
    expect((await as(app, member, 'GET', '/api/removal-runner/authorisation')).json().authorisation).toBeNull();
  });
});

describe('inbound mail at the agent address', { timeout: 180_000 }, () => {
  it('takes the site’s confirmation over SMTP, ignores a look-alike from another sender, refuses unknown and oversize mail', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me');
    await mailer().sendMail({
      from: 'Spokeo <privacy@spokeo.com.evil.test>',
      to: agentAddress,
      subject: 'Opt-out confirmation',
      text: `Please confirm: ${replica.base}/mail/confirm?token=forged`,
    });
    await expect(
      mailer().sendMail({ from: 'a@b.test', to: 'm-000000000000@agent.cleardocket.example', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      mailer().sendMail({ from: 'a@b.test', to: `someone@${'other.example'}`, subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      mailer().sendMail({ from: 'privacy@spokeo.com', to: agentAddress, subject: 'big', text: 'x'.repeat(1_100_000) }),
    ).rejects.toMatchObject({ responseCode: 552 });

    const [request] = await requestsFor(app, member, ['https://www.spokeo.com/Jane-Doe/Texas/Austin/p3']);
    const run = await runOf(app, request?.removal.id ?? '');
    expect(await work(app, run?.id ?? '')).toBe('finished');
    expect((await runOf(app, request?.removal.id ?? ''))?.state).toBe('confirmed');
    const stored = await app.db.select().from(inboundMail).where(eq(inboundMail.userId, member.id));
    expect(stored).toHaveLength(2);
    const forged = stored.find((mail) => mail.fromAddress.includes('evil.test'));
    expect(forged?.usedAt).toBeNull();
    expect(
      replica.state.events.some(
        (event) => event.flow === 'mail' && event.what === 'confirmed' && event.value === agentAddress,
      ),
    ).toBe(true);
  });

  it('wakes a run parked for its email when the mail arrives later', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, ['https://www.spokeo.com/Jane-Doe/Texas/Austin/p4']);
    const run = await runOf(app, request?.removal.id ?? '');
    replica.state.holdMail = true;
    try {
      expect(await work(app, run?.id ?? '')).toBe('wait-email');
    } finally {
      replica.state.holdMail = false;
    }
    expect(await removalStatus(app, request?.removal.id ?? '')).toBe('submitted');
    for (const send of replica.state.held.splice(0)) await send();
    await eventually(
      async () =>
        (
          await app.db
            .select()
            .from(runnerRuns)
            .where(and(eq(runnerRuns.id, run?.id ?? ''), eq(runnerRuns.state, 'queued')))
        ).length === 1,
      'the confirmation to wake the run',
    );
    expect(await work(app, run?.id ?? '')).toBe('finished');
    expect(await removalStatus(app, request?.removal.id ?? '')).toBe('acknowledged');
  });
});
