import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLine } from '@cleardocket/domain/removal/route-line';
import { outboxMessages } from '../src/db/schema/messages';
import { removalEvents, removalRequests } from '../src/db/schema/requests';
import { dispatchRemoval } from '../src/modules/requests/dispatch';
import type { Replica } from './replicas/server';
import { ROUTE_REPLICAS } from './replicas/route-replicas';
import {
  as,
  authorise,
  createRunnerApp,
  createRunnerMember,
  requestsFor,
  runOf,
  tasksOf,
  work,
} from './helpers/runner';
import type { Member } from './helpers/runner';
import { signAgreement } from './helpers/membership';
import type { TestApp } from './helpers/test-app';

/**
 * The routes a request page offers (issue 30 §1–2) end to end: a page that asks for email hands
 * the removal to the letter path (authorised by the member, sent once, with the law's clocks); a
 * linked form is reached and sent; a reCAPTCHA drawn by script stops the run before sending; a
 * page that is gone ends with its exact reason. The bench (`npm run bench:removal`) drives every
 * route replica; these prove what the runner does to the request and its timeline.
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

const domainOf = (shape: string) => ROUTE_REPLICAS.find((item) => item.shape === shape)?.domain ?? '';
const sentTo = (shape: string) =>
  replica.state.events
    .filter((event) => event.flow === `rt-${shape}` && event.what === 'sent')
    .map((event) => JSON.parse(event.value) as Record<string, string>);

async function queued(member: Member, shape: string) {
  const [request] = await requestsFor(app, member, [`https://www.${domainOf(shape)}/people/jane-doe-austin`]);
  const removalId = request?.removal.id ?? '';
  const run = await runOf(app, removalId);
  expect(run?.state).toBe('queued');
  return { removalId, runId: run?.id ?? '' };
}

const takedownOf = async (removalId: string) => (await removalRow(removalId))?.takedownRequestId ?? '';
const removalRow = async (id: string) =>
  (await app.db.select().from(removalRequests).where(eq(removalRequests.id, id)))[0];
const eventsOf = (id: string) => app.db.select().from(removalEvents).where(eq(removalEvents.removalRequestId, id));

describe('routes read from the request page', { timeout: 180_000 }, () => {
  it('sends a page that asks for email down the letter path: the member authorises, the letter goes once to that address', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const { removalId, runId } = await queued(member, 'email-only');
    expect(await work(app, runId)).toBe('email-route');
    expect((await runOf(app, removalId))?.state).toBe('rerouted');
    const removal = await removalRow(removalId);
    expect(removal).toMatchObject({ method: 'email', optOutEmail: 'privacy@adstradata.com', status: 'not-started' });
    const routed = (await eventsOf(removalId)).find((event) => event.kind === 'route-email');
    expect(routed?.note).toContain('privacy@adstradata.com');
    expect(routed?.note).toContain('once you authorise it');
    // The letter path: not sent before the member authorises it, then once.
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removalId)).toBe('not-authorised');
    await signAgreement(app, member);
    const authorised = await as(app, member, 'POST', `/api/requests/removals/${removalId}/authorise`, {});
    expect(authorised.statusCode, authorised.body).toBe(200);
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removalId)).toBe('sent');
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removalId)).toBe('already-sent');
    const letters = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, 'privacy@adstradata.com'), eq(outboxMessages.channel, 'email')));
    expect(letters).toHaveLength(1);
    expect((await removalRow(removalId))?.status).toBe('submitted');
    const sent = (await eventsOf(removalId)).find((event) => event.kind === 'email-sent');
    expect(sent?.note).toMatch(/respond by \d{4}-\d{2}-\d{2}/);
  });

  it('follows the page’s link to the form, fills it with the member’s details and ends submitted', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me');
    const { removalId, runId } = await queued(member, 'linked');
    expect(await work(app, runId)).toBe('finished');
    expect((await runOf(app, removalId))?.state).toBe('submitted');
    expect(sentTo('linked').at(-1)).toEqual({
      first: member.firstName,
      last: member.lastName,
      email: agentAddress,
      state: 'TX',
    });
    // The member reads which route it took, on the request's timeline.
    const filed = (await eventsOf(removalId)).find((event) => event.toStatus === 'submitted');
    expect(filed?.note).toContain(
      'sent through the site’s own request form, reached through its link “Do Not Sell or Share My Personal Information”',
    );
    // And on the request page: the run the member reads carries the route it took (route-line.ts).
    const runs = await as(app, member, 'GET', `/api/removal-runner/requests/${await takedownOf(removalId)}`);
    expect(runs.statusCode).toBe(200);
    expect(runs.json().runs.at(-1).route).toBe(
      'sent through the site’s own request form, reached through its link “Do Not Sell or Share My Personal Information”',
    );
  });

  it('stops before sending a form whose reCAPTCHA is drawn by script, with the details for the person', async () => {
    const member = await createRunnerMember(app);
    const { agentAddress } = await authorise(app, member, 'file-for-me', 'member');
    const { runId } = await queued(member, 'gravity-captcha');
    expect(await work(app, runId)).toBe('wait-person');
    const [task] = await tasksOf(app, runId);
    expect(task).toMatchObject({ kind: 'captcha', assignee: 'member' });
    expect(task?.instructions).toContain('reCAPTCHA');
    expect(task?.instructions).toContain(agentAddress);
    expect(sentTo('gravity-captcha')).toEqual([]);
    const runs = (
      await as(
        app,
        member,
        'GET',
        `/api/removal-runner/requests/${task?.removalRequestId ? await takedownOf(task.removalRequestId) : ''}`,
      )
    ).json();
    const run = runs.runs.at(-1);
    const open = runs.tasks.find((item: { status: string }) => item.status === 'open');
    expect(
      routeLine({ method: 'web-form', optOutEmail: null, emailSentAt: null, respondBy: null, run, openTask: open }),
    ).toBe('Waiting for you: the site asks for a CAPTCHA.');
  });

  it('ends a request page that is gone with its exact reason, for the team', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const { removalId, runId } = await queued(member, 'not-found');
    expect(await work(app, runId)).toBe('failed');
    expect((await runOf(app, removalId))?.state).toBe('needs-attention');
    const [task] = await tasksOf(app, runId);
    expect(task?.instructions).toContain('The page no longer exists (the site answers 404).');
  });
});
