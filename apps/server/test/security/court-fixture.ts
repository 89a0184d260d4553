import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { call, createAdmin } from './fixture';
import type { Member } from './fixture';

/** A court case with a referral to a partner attorney: the petition PDF and the attorney's email. */
export async function referCase(app: TestApp, member: Member, token: string) {
  const operator = await createAdmin(app);
  const attorney = await call(app, operator, 'POST', '/api/admin/court-records/attorneys', {
    name: 'Ana Ruiz',
    firm: 'Ruiz Record Clearance',
    email: `ana.${token}@example.com`,
    phone: '+1 213 555 0100',
    states: ['CA'],
    practiceAreas: ['Expungement'],
    fees: 'Flat fee',
    languages: ['English'],
    capacity: 5,
    active: true,
  });
  expect(attorney.statusCode, attorney.body).toBe(201);
  const attorneyId = attorney.json().attorney.id as string;
  const created = await call(app, member, 'POST', '/api/court-records/cases', {
    caseNumber: `2019-CR-${token}`,
    caption: `State v. ${member.lastName}`,
    court: 'Superior Court of California, County of Los Angeles',
    state: 'CA',
    caseType: 'criminal',
  });
  expect(created.statusCode, created.body).toBe(201);
  const consent = await call(app, member, 'GET', `/api/court-records/referral-consent?attorneyId=${attorneyId}`);
  const referral = await call(app, member, 'POST', `/api/court-records/cases/${created.json().case.id}/referrals`, {
    attorneyId,
    consent: true,
    consentVersion: consent.json().version,
  });
  expect(referral.statusCode, referral.body).toBe(201);
  return { referralId: referral.json().referral.id as string, attorneyEmail: `ana.${token}@example.com` };
}
