import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumLinks } from '../src/db/schema/membership';
import { removalRequests } from '../src/db/schema/requests';
import { createMember } from './helpers/identity';
import { call, CARDS, pay, payNow } from './helpers/membership';
import { requestsFor } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import { backRemovedRows } from './helpers/verdict-evidence';
import type { TestApp } from './helpers/test-app';
import { millisecondsInDay } from 'date-fns/constants';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const DAY = millisecondsInDay;

describe('premium links', () => {
  it('uses a bought link per removal, refuses without one, and tells where each guarantee stands', async () => {
    const member = await createMember(app);
    const takedowns = await requestsFor(app, member, [
      'https://www.whitepages.com/name/Jane-Doe/p1',
      'https://backgroundcheck.run/people/jane-doe',
      'https://www.spokeo.com/Jane-Doe/p2',
    ]);
    const [first = '', second = '', third = ''] = takedowns.map((takedown) => takedown.removals[0]?.id ?? '');

    // The trial includes no premium link: the refusal says how to get one.
    const none = await call(app, member, 'POST', '/api/membership/premium-links', { removalId: first });
    expect(none.statusCode).toBe(402);
    expect(none.json().error).toMatchObject({
      code: 'plan_required',
      message: 'You have no premium links left. Buy one on your billing page.',
    });

    expect((await payNow(app, member, 'premium', CARDS.visa, 2)).statusCode).toBe(200);
    const used = await call(app, member, 'POST', '/api/membership/premium-links', { removalId: first });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json()).toMatchObject({ bought: 2, used: 1 });
    expect(used.json().links[0]).toMatchObject({ removalId: first, state: 'in_progress' });
    expect(used.json().links[0].text).toBe('In progress: 45 days left of the 45-day guarantee.');
    const again = await call(app, member, 'POST', '/api/membership/premium-links', { removalId: first });
    expect(again.statusCode).toBe(409);

    expect((await call(app, member, 'POST', '/api/membership/premium-links', { removalId: second })).statusCode).toBe(
      201,
    );
    const over = await call(app, member, 'POST', '/api/membership/premium-links', { removalId: third });
    expect(over.statusCode).toBe(402);

    // The first is removed inside its 45 days; the second ran past them without a verdict.
    await app.db
      .update(removalRequests)
      .set({ status: 'removed', decidedAt: new Date() })
      .where(eq(removalRequests.id, first));
    await app.db
      .update(premiumLinks)
      .set({ startedAt: new Date(Date.now() - 50 * DAY), guaranteeEndsAt: new Date(Date.now() - 5 * DAY) })
      .where(eq(premiumLinks.removalRequestId, second));
    // "Removed" with no evidence behind it (decision 061) does not meet the guarantee.
    const unproven = (await call(app, member, 'GET', '/api/membership/premium-links')).json();
    expect(unproven.links.find((link: { removalId: string }) => link.removalId === first)).toMatchObject({
      state: 'in_progress',
    });
    const [firstRow] = await app.db.select().from(removalRequests).where(eq(removalRequests.id, first));
    if (!firstRow) throw new Error('the first removal is gone');
    await backRemovedRows(app, [firstRow]);
    const list = (await call(app, member, 'GET', '/api/membership/premium-links')).json();
    const byRemoval = new Map(list.links.map((link: { removalId: string }) => [link.removalId, link]));
    expect(byRemoval.get(first)).toMatchObject({ state: 'met', text: 'Removed within the guarantee.' });
    expect(byRemoval.get(second)).toMatchObject({
      state: 'refund_due',
      text: 'Not removed within 45 days: $499.00 is due back to you.',
    });

    // A listing that is not about the member gives its link back.
    await app.db
      .update(removalRequests)
      .set({ status: 'wrong-person', decidedAt: new Date() })
      .where(eq(removalRequests.id, second));
    const back = (await call(app, member, 'GET', '/api/membership/premium-links')).json();
    expect(back.used).toBe(1);
    expect((await call(app, member, 'POST', '/api/membership/premium-links', { removalId: third })).statusCode).toBe(
      201,
    );
  });

  it('sells a premium link on top of a running monitoring plan: the plan stays, a receipt, the link worked under the terms', async () => {
    const member = await createMember(app);
    const [takedown] = await requestsFor(app, member, ['https://www.whitepages.com/name/Jane-Doe/p7']);
    const removalId = takedown?.removals[0]?.id ?? '';
    expect((await payNow(app, member, 'monitoring-monthly', CARDS.visa)).statusCode).toBe(200);
    const bought = await pay(app, member, 'premium', CARDS.visa, 1);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().membership).toMatchObject({
      status: 'active',
      plan: { id: 'monitoring-monthly' },
      premiumLinks: 1,
      nextCharge: { amountCents: 4900 },
    });
    const receipts = (await call(app, member, 'GET', '/api/membership/invoices')).json().invoices;
    expect(receipts.map((invoice: { description: string; amountCents: number }) => invoice.amountCents)).toContain(
      49_900,
    );
    const used = await call(app, member, 'POST', '/api/membership/premium-links', { removalId });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json()).toMatchObject({ bought: 1, used: 1, links: [{ removalId, state: 'in_progress' }] });
  });

  it('refuses another member’s removal and a removal that already has a verdict', async () => {
    const owner = await createMember(app);
    const [takedown] = await requestsFor(app, owner, ['https://www.whitepages.com/name/Jane-Doe/p9']);
    const removalId = takedown?.removals[0]?.id ?? '';
    const stranger = await createMember(app);
    expect((await payNow(app, stranger, 'premium', CARDS.visa)).statusCode).toBe(200);
    expect((await call(app, stranger, 'POST', '/api/membership/premium-links', { removalId })).statusCode).toBe(404);

    expect((await payNow(app, owner, 'premium', CARDS.visa)).statusCode).toBe(200);
    await app.db
      .update(removalRequests)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(removalRequests.id, removalId));
    const closed = await call(app, owner, 'POST', '/api/membership/premium-links', { removalId });
    expect(closed.statusCode).toBe(409);
    expect((await call(app, owner, 'POST', '/api/membership/premium-links', { removalId: 'nope' })).statusCode).toBe(
      400,
    );
  });
});
