import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drpRequests } from '../src/db/schema/drp';
import { userAddresses } from '../src/db/schema/profiles';
import { removalEvents, removalEvidence } from '../src/db/schema/requests';
import { drpDeps } from '../src/modules/drp/service';
import { pollOpenRequests } from '../src/modules/drp/status';
import { hasVerdictEvidence } from '../src/modules/requests/service';
import { startDrpBusiness } from './helpers/drp-business';
import { createMember } from './helpers/identity';
import { as, requestsFor } from './helpers/requests';
import { authorise, removalStatus } from './helpers/runner';
import { createTestApp, testConfig } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
let business: Awaited<ReturnType<typeof startDrpBusiness>>;
let plainSite: Server;
let plainBase: string;
const config = testConfig({ allowLoopbackFetch: true });

beforeAll(async () => {
  app = await createTestApp({ config: { allowLoopbackFetch: true } });
  business = await startDrpBusiness({
    supportedActions: ['deletion', 'sale:opt_out'],
    supportedVerifications: ['email'],
  });
  plainSite = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('Not found');
  });
  await new Promise<void>((resolve) => plainSite.listen(0, '127.0.0.1', resolve));
  plainBase = `http://127.0.0.1:${(plainSite.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await app.cleanup();
  await business.close();
  plainSite.close();
});

async function californian() {
  const member = await createMember(app);
  await app.db.insert(userAddresses).values({
    userId: member.id,
    line1: '5 Grand Ave',
    city: 'Oakland',
    state: 'CA',
    postalCode: '94612',
    isPrimary: true,
  });
  return member;
}

const timeline = async (removalId: string) =>
  (await app.db.select().from(removalEvents).where(eq(removalEvents.removalRequestId, removalId))).map(
    (event) => event.note,
  );

describe('the Data Rights Protocol agent', { timeout: 120_000 }, () => {
  it('is refused by a business whose directory does not know our key, and says so', async () => {
    const member = await californian();
    await authorise(app, member, 'file-for-me');
    const [takedown] = await requestsFor(app, member, [`${business.base}/people/refused`]);
    const removal = takedown!.removals[0]!;
    const refused = await as(app, member, 'POST', `/api/drp/removals/${removal.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('pair-wise key set-up (HTTP 403)');
    expect(business.refusals).toContain('pair-wise set-up refused');
    expect(await removalStatus(app, removal.id)).toBe('not-started');
  });

  it('sends a signed deletion request with only the claims the business verifies, then follows it to a verdict', async () => {
    const entry = (await app.inject({ method: 'GET', url: '/api/drp/agent' })).json();
    expect(entry).toMatchObject({ id: 'CLEARDOCKET', name: 'ClearDocket' });
    expect(Buffer.from(entry.verify_key, 'base64')).toHaveLength(32);
    business.trustAgent(entry);

    const member = await californian();
    await authorise(app, member, 'file-for-me');
    const [takedown] = await requestsFor(app, member, [`${business.base}/people/jordan`]);
    const removal = takedown!.removals[0]!;
    const sent = await as(app, member, 'POST', `/api/drp/removals/${removal.id}`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().request).toMatchObject({ exercise: 'deletion', state: 'open' });
    expect(await removalStatus(app, removal.id)).toBe('submitted');

    const received = business.received().at(-1)!;
    expect(received).toMatchObject({
      'agent-id': 'CLEARDOCKET',
      'business-id': 'STAND_IN_DATA_CO',
      'agent-request-id': removal.reference,
      'drp.version': '0.9.4',
      exercise: 'deletion',
      regime: 'ccpa',
      name: `${member.firstName} ${member.lastName}`,
      email: member.email,
      email_verified: true,
    });
    expect(received).not.toHaveProperty('phone_number');
    expect(received).not.toHaveProperty('address');

    // The business acknowledges; the poll finds it.
    const [row] = await app.db.select().from(drpRequests).where(eq(drpRequests.removalRequestId, removal.id));
    business.setStatus(row!.requestId, { status: 'in_progress', expected_by: '2027-01-10T00:00:00Z' });
    expect(await pollOpenRequests(drpDeps(app, config))).toMatchObject({ failed: 0 });
    expect(await removalStatus(app, removal.id)).toBe('acknowledged');
    expect(await hasVerdictEvidence(app.db, removal.id)).toBe(false);

    // It calls back when done: a wrong address or another request's status changes nothing.
    const done = business.setStatus(row!.requestId, { status: 'fulfilled', processing_details: 'Deleted 3 records.' });
    const callbackPath = new URL(String(received.status_callback)).pathname;
    expect(
      (await app.inject({ method: 'POST', url: '/api/drp/status/not-a-real-token-0000000000', payload: done }))
        .statusCode,
    ).toBe(404);
    const wrong = await app.inject({ method: 'POST', url: callbackPath, payload: { ...done, request_id: 'other' } });
    expect(wrong.statusCode).toBe(400);
    expect(await removalStatus(app, removal.id)).toBe('acknowledged');
    const called = await app.inject({ method: 'POST', url: callbackPath, payload: done });
    expect(called.statusCode, called.body).toBe(200);
    expect(await removalStatus(app, removal.id)).toBe('removed');

    // The verdict rests on the business's answer, kept hashed in the blob store.
    const evidence = await app.db
      .select()
      .from(removalEvidence)
      .where(eq(removalEvidence.removalRequestId, removal.id));
    const answer = evidence.find((item) => item.kind === 'business-answer');
    expect(answer).toMatchObject({ outcome: 'removed' });
    expect(JSON.parse(answer!.text!)).toMatchObject({ status: 'fulfilled' });
    expect((await app.blobs.get(answer!.sha256!))?.toString('utf8')).toBe(answer!.text);
    expect(await hasVerdictEvidence(app.db, removal.id)).toBe(true);
    expect(await timeline(removal.id)).toContain(
      'The business reports the request done. Their words: "Deleted 3 records."',
    );
  });

  it('revokes an open request at the member wish', async () => {
    const member = await californian();
    await authorise(app, member, 'file-for-me');
    const [takedown] = await requestsFor(app, member, [`${business.base}/people/withdrawn`]);
    const removal = takedown!.removals[0]!;
    expect((await as(app, member, 'POST', `/api/drp/removals/${removal.id}`)).statusCode).toBe(201);
    expect((await as(app, member, 'POST', `/api/drp/removals/${removal.id}`)).statusCode).toBe(409);
    const revoked = await as(app, member, 'POST', `/api/drp/removals/${removal.id}/revoke`, {
      reason: 'Changed my mind',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().request.state).toBe('revoked');
    expect(await timeline(removal.id)).toContain('The request was withdrawn at your wish.');
    const mine = await as(app, member, 'GET', `/api/drp/removals/${removal.id}`);
    expect(mine.json().request.state).toBe('revoked');
  });

  it('sends nothing without the member authorisation, nor to a site without DRP', async () => {
    const member = await californian();
    const [takedown] = await requestsFor(app, member, [`${business.base}/people/unauthorised`]);
    const unauthorised = await as(app, member, 'POST', `/api/drp/removals/${takedown!.removals[0]!.id}`);
    expect(unauthorised.statusCode).toBe(409);
    expect(unauthorised.json().error.message).toContain('Authorise');

    await authorise(app, member, 'file-for-me');
    const [plain] = await requestsFor(app, member, [`${plainBase}/people/jordan`]);
    const none = await as(app, member, 'POST', `/api/drp/removals/${plain!.removals[0]!.id}`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toContain('publishes no Data Rights Protocol endpoint');
  });

  it('shows one member nothing of another member request', async () => {
    const owner = await californian();
    const other = await californian();
    const [takedown] = await requestsFor(app, owner, [`${business.base}/people/private`]);
    const removalId = takedown!.removals[0]!.id;
    // Another member's removal is not found: no 200, not even an empty one (the access suite's rule).
    expect((await as(app, other, 'GET', `/api/drp/removals/${removalId}`)).statusCode).toBe(404);
    expect((await as(app, other, 'POST', `/api/drp/removals/${removalId}`)).statusCode).toBe(404);
  });
});
