import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, removalRequests } from '../src/db/schema/requests';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { requestsFor } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<typeof createMember>>;
let app: TestApp;
let admin: Member;

const as = (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: who.cookie, origin: ORIGIN } });

// A 1×1 PNG: the signature, IHDR, IDAT and IEND chunks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  app = await createTestApp();
  admin = await createOperator(app, { firstName: 'Olive', lastName: 'Operator' });
}, 120_000);

afterAll(async () => {
  await app.cleanup();
});

async function submittedRemoval(member: Member, url: string) {
  const [takedown] = await requestsFor(app, member, [url]);
  const removal = takedown!.removals[0]!;
  await as(member, 'POST', `/api/requests/removals/${removal.id}/submitted`, {});
  return { removal, takedown: takedown! };
}

const setRemoved = (removalId: string) =>
  as(admin, 'POST', `/api/admin/removals/${removalId}/status`, { status: 'removed', note: 'Gone from the site' });

describe('an operator marking a request removed', { timeout: 120_000 }, () => {
  it('is refused without evidence, alone or in bulk, and a typed note is not evidence', async () => {
    const member = await createMember(app);
    const { removal } = await submittedRemoval(member, 'https://www.spokeo.com/Ev-Idence/p1');
    await as(admin, 'POST', `/api/admin/removals/${removal.id}/evidence`, {
      note: 'They said on the phone it is gone',
    });
    const refused = await setRemoved(removal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'A request can be marked removed only with evidence: a check that shows the page gone, or a screenshot or letter from the site uploaded first.',
    );
    const bulk = await as(admin, 'POST', '/api/admin/removals/bulk', {
      action: 'status',
      ids: [removal.id],
      status: 'removed',
      note: 'Gone',
    });
    expect(bulk.json().results).toEqual([
      expect.objectContaining({
        id: removal.id,
        outcome: 'refused',
        reason: expect.stringContaining('only with evidence'),
      }),
    ]);
    expect((await as(member, 'GET', `/api/requests/${removal.takedownRequestId}`)).json().request.status).toBe(
      'in_progress',
    );
  });

  it('is accepted after a screenshot upload, which the member sees hashed as the operator evidence', async () => {
    const member = await createMember(app);
    const { removal, takedown } = await submittedRemoval(member, 'https://www.spokeo.com/Scr-Eenshot/p1');
    const notPng = await as(admin, 'POST', `/api/admin/removals/${removal.id}/evidence-upload`, {
      kind: 'screenshot',
      note: 'Profile page now blank',
      pngBase64: Buffer.from('GIF89a not a png').toString('base64'),
    });
    expect(notPng.statusCode).toBe(415);
    const uploaded = await as(admin, 'POST', `/api/admin/removals/${removal.id}/evidence-upload`, {
      kind: 'screenshot',
      note: 'Profile page now blank',
      pngBase64: PNG.toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const evidence = uploaded.json().evidence;
    expect(evidence).toMatchObject({
      kind: 'operator-upload',
      detail: expect.stringContaining('Profile page now blank'),
    });
    expect((await setRemoved(removal.id)).statusCode).toBe(200);

    const detail = (await as(member, 'GET', `/api/requests/${takedown.id}`)).json();
    expect(detail.evidence.map((item: { kind: string }) => item.kind)).toContain('operator-upload');
    const file = await as(member, 'GET', `/api/requests/evidence/${evidence.id}/screenshot`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['x-evidence-sha256']).toBe(evidence.screenshotSha256);
    const audit = await app.db.select().from(operatorAudit).where(eq(operatorAudit.removalRequestId, removal.id));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['evidence-upload', 'status']));
  });

  it('counts only evidence-backed removals in the member success rate and the operators per-site rates', async () => {
    const member = await createMember(app);
    const site = `https://unproven-${Date.now()}.example`;
    const takedowns = await requestsFor(
      app,
      member,
      ['a', 'b', 'c'].map((page) => `${site}/${page}`),
    );
    const [backed, legacy, refusedBySite] = takedowns.map((takedown) => takedown.removals[0]);
    for (const removal of [backed!, legacy!, refusedBySite!]) {
      await as(admin, 'POST', `/api/admin/removals/${removal.id}/status`, { status: 'submitted', note: 'Sent' });
    }
    const letter = await as(admin, 'POST', `/api/admin/removals/${backed!.id}/evidence-upload`, {
      kind: 'letter',
      note: 'Email from the site',
      text: 'Your opt-out request has been processed and the listing removed.',
    });
    expect(letter.statusCode).toBe(201);
    expect((await setRemoved(backed!.id)).statusCode).toBe(200);
    await as(admin, 'POST', `/api/admin/removals/${refusedBySite!.id}/status`, { status: 'rejected', note: 'Refused' });
    // A "removed" from before evidence was required: it stays on the request, it counts nowhere.
    await app.db
      .update(removalRequests)
      .set({ status: 'removed', decidedAt: new Date() })
      .where(eq(removalRequests.id, legacy!.id));

    const metrics = (await as(member, 'GET', '/api/dashboard/metrics')).json().metrics;
    expect(metrics.successRate).toBe(50);
    const figures = await as(admin, 'GET', '/api/admin/removals/metrics');
    expect(figures.statusCode, figures.body).toBe(200);
    const sites = figures.json().sites;
    expect(sites.find((row: { domain: string }) => row.domain === new URL(site).hostname)).toMatchObject({
      removed: 1,
      decided: 2,
      rate: 50,
    });
    const published = await app.inject({ method: 'GET', url: '/api/public/removal-results' });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('refuses members', async () => {
    const member = await createMember(app);
    const response = await as(member, 'POST', `/api/admin/removals/${admin.id}/evidence-upload`, {
      kind: 'letter',
      note: 'x',
      text: 'A letter long enough to pass the limit.',
    });
    expect(response.statusCode).toBe(403);
  });
});
