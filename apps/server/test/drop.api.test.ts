import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../src/db/schema/profiles';
import { removalEvents } from '../src/db/schema/requests';
import { escalateAfterDrop } from '../src/modules/drop/service';
import { ORIGIN, createMember } from './helpers/identity';
import { as, requestsFor } from './helpers/requests';
import { removalStatus } from './helpers/runner';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { utcDay } from '@cleardocket/domain/dates';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app.cleanup();
});

async function memberIn(state: string) {
  const member = await createMember(app);
  await app.db.insert(userAddresses).values({
    userId: member.id,
    line1: '5 Grand Ave',
    city: state === 'CA' ? 'Oakland' : 'Austin',
    state,
    postalCode: state === 'CA' ? '94612' : '78701',
    isPrimary: true,
  });
  return member;
}

const put = (member: Awaited<ReturnType<typeof memberIn>>, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/drop', payload, headers: { cookie: member.cookie, origin: ORIGIN } });

describe('the DROP task', { timeout: 120_000 }, () => {
  it('is for Californians only', async () => {
    const texan = await memberIn('TX');
    expect((await as(app, texan, 'GET', '/api/drop')).json().drop).toEqual({
      canFile: false,
      filing: null,
      deadline: null,
      overdue: false,
    });
    const refused = await as(app, texan, 'PATCH', '/api/drop', {});
    expect(refused.statusCode).toBe(404);
    expect((await put(texan, { filedOn: '2026-03-10' })).statusCode).toBe(409);
  });

  it('records when a Californian filed, and holds the brokers to 90 days from 1 August 2026', async () => {
    const member = await memberIn('CA');
    expect((await as(app, member, 'GET', '/api/drop')).json().drop.canFile).toBe(true);
    expect((await put(member, { filedOn: '2099-01-01' })).statusCode).toBe(400);
    expect((await put(member, { filedOn: '2025-12-01' })).statusCode).toBe(400);
    expect((await put(member, { filedOn: 'March 10' })).statusCode).toBe(400);
    const recorded = await put(member, { filedOn: '2026-03-10', confirmation: 'DROP-12345' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().drop).toEqual({
      canFile: true,
      filing: { filedAt: '2026-03-10T00:00:00.000Z', confirmation: 'DROP-12345' },
      deadline: '2026-10-30T00:00:00.000Z',
      overdue: true,
    });
  });

  it('raises a registered broker still found after the deadline on its request, once', async () => {
    const member = await memberIn('CA');
    expect((await put(member, { filedOn: '2026-03-10' })).statusCode).toBe(200);
    const [broker, other] = await requestsFor(app, member, [
      'https://www.acxiom.com/people/x',
      'https://unicourt.com/case/some-one',
    ]);
    const brokerRemoval = broker!.removals[0]!;
    expect(brokerRemoval).toMatchObject({ domain: 'acxiom.com' });
    const otherRemoval = other!.removals[0]!;
    // Not yet overdue: nothing moves.
    await escalateAfterDrop(app.db, new Date('2026-10-29T00:00:00Z'));
    expect(await removalStatus(app, brokerRemoval.id)).toBe('not-started');
    // The scan that opened these requests saw both listings now, after 30 October 2026.
    expect(await escalateAfterDrop(app.db)).toBeGreaterThanOrEqual(1);
    expect(await removalStatus(app, brokerRemoval.id)).toBe('needs-escalation');
    expect(await removalStatus(app, otherRemoval.id)).toBe('not-started');
    const events = await app.db
      .select()
      .from(removalEvents)
      .where(eq(removalEvents.removalRequestId, brokerRemoval.id));
    const raised = events.filter((event) => event.kind === 'drop-overdue');
    expect(raised).toHaveLength(1);
    expect(raised[0]!.note).toContain('due 30 October 2026');
    await escalateAfterDrop(app.db);
    const again = await app.db.select().from(removalEvents).where(eq(removalEvents.removalRequestId, brokerRemoval.id));
    expect(again.filter((event) => event.kind === 'drop-overdue')).toHaveLength(1);
  });

  it('leaves a member who filed recently alone', async () => {
    const member = await memberIn('CA');
    const today = utcDay(new Date());
    expect((await put(member, { filedOn: today })).json().drop.overdue).toBe(false);
    const [broker] = await requestsFor(app, member, ['https://www.acxiom.com/people/y']);
    await escalateAfterDrop(app.db);
    expect(await removalStatus(app, broker!.removals[0]!.id)).toBe('not-started');
  });
});
