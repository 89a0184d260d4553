import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subscriptions } from '../../src/db/schema/membership';
import { outboxMessages } from '../../src/db/schema/messages';
import { ORIGIN } from './identity';
import type { Member } from './requests';
import type { TestApp } from './test-app';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002500003155',
  failsOnRenewal: '4000000000000341',
  notATestCard: '4111111111111111',
  badLuhn: '4242424242424241',
};

export const call = (app: TestApp, member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/** Pays for a plan on the sandbox's card form. */
export const pay = (app: TestApp, member: Member, planId: string, number: string, quantity?: number) =>
  call(app, member, 'POST', '/api/membership/sandbox/payments', {
    planId,
    ...(quantity ? { quantity } : {}),
    card: { number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Jane Doe' },
  });

/**
 * Ends the member's free trial now: a payment during the trial keeps the trial and charges at its
 * end (issue 31), so tests of an immediate charge end the trial first.
 */
export async function endTrial(app: TestApp, member: Member) {
  await app.db
    .update(subscriptions)
    .set({ trialEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(subscriptions.userId, member.id));
}

/** Pays for a plan on the sandbox's card form after the trial (charged at once). */
export async function payNow(app: TestApp, member: Member, planId: string, number: string, quantity?: number) {
  await call(app, member, 'GET', '/api/membership');
  await endTrial(app, member);
  return pay(app, member, planId, number, quantity);
}

/** The subjects of the emails the member was sent, oldest first. */
export async function mailSubjects(app: TestApp, member: Member): Promise<string[]> {
  const rows = await app.db
    .select({ subject: outboxMessages.subject, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, member.email), eq(outboxMessages.channel, 'email')))
    .orderBy(outboxMessages.createdAt);
  return rows.map((row) => (row.subject ?? '').replace(/^[^:]+: /, ''));
}

/** The three consent boxes, ticked. */
export const ALL_CONSENTS = { readAgreement: true, authoriseAgent: true, acceptFees: true };

/**
 * Signs the current service agreement as the member (their account name, every box ticked): what
 * automated filing needs besides the plan (issue 16 step 5). Returns the stored signature; each
 * call signs again (a new row), as a member signing twice would.
 */
export async function signAgreement(app: TestApp, member: Member) {
  const agreement = (await call(app, member, 'GET', '/api/agreement')).json() as { version: string };
  const response = await call(app, member, 'POST', '/api/agreement/signatures', {
    version: agreement.version,
    typedName: `${member.firstName} ${member.lastName}`,
    consents: ALL_CONSENTS,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { signature: { id: string; sha256: string; pdfUrl: string } }).signature;
}
