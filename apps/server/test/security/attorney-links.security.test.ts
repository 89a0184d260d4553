import { randomUUID } from 'node:crypto';
import { addDays, getUnixTime } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/messages';
import { createMember } from '../helpers/identity';
import type { TestApp } from '../helpers/test-app';
import { referCase } from './court-fixture';
import { call, createSecurityApp } from './fixture';
import { recordRows } from './report';
import type { SecurityRow } from './report';

/**
 * Issue 32: attorney links were reusable for 30 days and the member could not withdraw them. Now a
 * link works 7 days, opens one referral only, each use is on record for the member, and the member
 * can withdraw the referral's links.
 */
let app: TestApp;
const rows: SecurityRow[] = [];

beforeAll(async () => {
  app = await createSecurityApp();
});

afterAll(async () => {
  recordRows('attorney-links', rows);
  await app.cleanup();
});

async function linkIn(email: string) {
  const [mail] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
  const match = mail?.body.match(/\/attorney\/referrals\/([0-9a-f-]+)\?expires=(\d+)&sig=([0-9a-f]{64})/);
  if (!match) throw new Error('no attorney link in the email');
  const [, id = '', expires = '', sig = ''] = match;
  return { id, expires: Number(expires), query: `expires=${expires}&sig=${sig}` };
}

describe('attorney links', () => {
  it('works for 7 days, for its own referral only, records each use, and stops when the member withdraws it', async () => {
    const member = await createMember(app);
    const { referralId, attorneyEmail } = await referCase(app, member, randomUUID().slice(0, 8));
    const link = await linkIn(attorneyEmail);
    expect(link.id).toBe(referralId);
    expect(link.expires).toBeLessThanOrEqual(getUnixTime(addDays(new Date(), 7)) + 60);

    const read = await call(app, null, 'GET', `/api/court-records/attorney/referrals/${link.id}?${link.query}`);
    expect(read.statusCode, read.body).toBe(200);
    // The same signature does not open another referral.
    const other = await referCase(app, await createMember(app), randomUUID().slice(0, 8));
    const elsewhere = await call(
      app,
      null,
      'GET',
      `/api/court-records/attorney/referrals/${other.referralId}?${link.query}`,
    );
    expect(elsewhere.statusCode).toBe(404);

    const uses = await call(app, member, 'GET', `/api/court-records/referrals/${referralId}/attorney-link`);
    expect(uses.statusCode, uses.body).toBe(200);
    expect(uses.json()).toMatchObject({ revokedAt: null, linkDays: 7, uses: [{ action: 'read' }] });
    expect(uses.json().uses[0].ip).toBeTruthy();

    // Another member can neither see nor withdraw it.
    const stranger = await createMember(app);
    const foreign = await call(
      app,
      stranger,
      'POST',
      `/api/court-records/referrals/${referralId}/attorney-link/revoke`,
    );
    expect(foreign.statusCode).toBe(404);

    const revoked = await call(app, member, 'POST', `/api/court-records/referrals/${referralId}/attorney-link/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).toBeTruthy();
    const tries = [
      call(app, null, 'GET', `/api/court-records/attorney/referrals/${link.id}?${link.query}`),
      call(app, null, 'POST', `/api/court-records/attorney/referrals/${link.id}/status?${link.query}`, {
        status: 'contacted',
      }),
    ];
    const answers = await Promise.all(tries);
    const served = answers.filter((answer) => answer.statusCode < 400).length;
    rows.push({
      check: 'attorney link used after the member withdrew it',
      count: answers.length,
      unit: 'uses',
      failures: served,
      failureUnit: 'served',
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([410, 410]);
    const after = await call(app, member, 'GET', `/api/court-records/referrals/${referralId}/attorney-link`);
    expect(after.json().uses).toHaveLength(1);
  });
});
