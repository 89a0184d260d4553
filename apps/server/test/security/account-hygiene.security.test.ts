import { PHONE_FLOW_MESSAGES } from '@cleardocket/domain/identity/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/messages';
import { createMember, createSignUp, nextAddress } from '../helpers/identity';
import type { TestApp } from '../helpers/test-app';
import { call, createSecurityApp } from './fixture';
import { recordRows } from './report';
import type { SecurityRow } from './report';

/** Issue 32's low items that need no seeded member data: passwords, sign-up floods, court dates. */
let app: TestApp;
const rows: SecurityRow[] = [];

beforeAll(async () => {
  app = await createSecurityApp();
});

afterAll(async () => {
  recordRows('account-hygiene', rows);
  await app.cleanup();
});

const signUp = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/identity/sign-up', payload, remoteAddress: nextAddress() });

describe('passwords', () => {
  it('refuses passwords that are easy to guess from the person’s own words', async () => {
    const person = () => createSignUp({ firstName: 'Mabel', lastName: 'Crosthwaite', phoneNumber: '' });
    const weak = ['aaaaaaaa', 'the email itself', 'ClearDocket1', 'Crosthwaite1', 'Password123'];
    const accepted: string[] = [];
    for (const password of weak) {
      // A new address each time: the per-email sign-up limit is another test's.
      const data = person();
      const response = await signUp({ ...data, password: password === 'the email itself' ? data.email : password });
      if (response.statusCode === 201) accepted.push(password);
    }
    rows.push({
      check: 'weak passwords offered at sign-up',
      count: weak.length,
      unit: 'passwords',
      failures: accepted.length,
      failureUnit: 'accepted',
    });
    expect(accepted).toEqual([]);
    expect((await signUp({ ...person(), password: 'Quiet-Harbor-Lantern-42' })).statusCode).toBe(201);
  });
});

describe('sign-up floods', () => {
  it('sends one person at most three codes an hour, however many addresses sign them up', async () => {
    const data = createSignUp({ phoneNumber: '' });
    for (let i = 0; i < 12; i += 1) await signUp(data);
    const mails = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, data.email));
    rows.push({
      check: 'sign-ups of one email from 12 addresses',
      count: 12,
      unit: 'sign-ups',
      failures: Math.max(0, mails.length - 3),
      failureUnit: 'emails past the limit',
    });
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(3);
  });
});

describe('phone numbers', () => {
  it('sends codes only to real numbers in the countries SMS is sold to, never premium-rate ones', async () => {
    const member = await createMember(app);
    const bad = ['+882 1234 5678', '+1 900 555 0123', 'call me on my cell', '+44 20 7946 0958'];
    const sent: string[] = [];
    for (const phoneNumber of bad) {
      const response = await call(app, member, 'POST', '/api/identity/phone/send-code', { phoneNumber });
      if (response.statusCode !== 400) sent.push(phoneNumber);
    }
    rows.push({
      check: 'phone numbers refused for codes',
      count: bad.length,
      unit: 'numbers',
      failures: sent.length,
      failureUnit: 'sent a code',
    });
    expect(sent).toEqual([]);
    // A real US number passes; this production app has no SMS service, and says so (issue 31 part 7).
    const good = await call(app, member, 'POST', '/api/identity/phone/send-code', { phoneNumber: '(212) 555-0143' });
    expect(good.statusCode, good.body).toBe(503);
    expect(good.json().error.message).toBe(PHONE_FLOW_MESSAGES.noSms);
  });
});

describe('court dates', () => {
  it('refuses days that are not on the calendar or lie in the future', async () => {
    const member = await createMember(app);
    const answers = (dispositionDate: string) => ({
      state: 'TX',
      caseType: 'criminal',
      chargeLevel: 'misdemeanor',
      offenceCategory: null,
      disposition: 'dismissed',
      offenceDate: null,
      dispositionDate,
      sentenceCompletedDate: null,
      otherCases: { pending: false, laterConvictionDates: [] },
    });
    const bad = ['9999-99-99', '0000-00-00', '2020-02-30', '2999-01-01'];
    const taken: string[] = [];
    for (const day of bad) {
      const response = await call(app, member, 'POST', '/api/court-records/public-check', answers(day));
      if (response.statusCode !== 400) taken.push(day);
    }
    rows.push({
      check: 'impossible court dates',
      count: bad.length,
      unit: 'dates',
      failures: taken.length,
      failureUnit: 'accepted',
    });
    expect(taken).toEqual([]);
    const good = await call(app, member, 'POST', '/api/court-records/public-check', answers('2020-02-29'));
    expect(good.statusCode, good.body).toBe(200);
  });
});
