import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/messages';
import { protectedProfiles } from '../../src/db/schema/onboarding';
import { createMember, nextAddress } from '../helpers/identity';
import type { TestApp } from '../helpers/test-app';
import { call, createAdmin, createSecurityApp } from './fixture';
import type { Member } from './fixture';
import { recordRows } from './report';

/**
 * Nobody can look anyone up (issue 32 item 4): not through the free assessment, not through one's
 * own facts, not through a family member's profile without consent the product verified.
 */
let app: TestApp;
let attempts = 0;
let learnt = 0;

beforeAll(async () => {
  app = await createSecurityApp();
});

afterAll(async () => {
  recordRows('lookup', [
    {
      check: 'enumeration attempts (assessment, own facts, family)',
      count: attempts,
      unit: 'attempts',
      failures: learnt,
      failureUnit: 'learnt something',
    },
  ]);
  await app.cleanup();
});

/** One attempt: `revealed` is whether the caller learnt anything about the named person. */
function attempt(revealed: boolean) {
  attempts += 1;
  if (revealed) learnt += 1;
}

const lead = (firstName: string, lastName: string, email: string, remoteAddress = nextAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/assessment/leads',
    remoteAddress,
    payload: {
      answers: { kinds: ['arrest'], outcome: 'dismissed', places: ['google'], state: 'TX' },
      firstName,
      lastName,
      email,
      consent: true,
    },
  });

describe('the free assessment', () => {
  it('tells a visitor nothing about a name until they prove the mailbox, and limits each address and day', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const created = await lead('Jordan', `Miller${i}`, `probe.${i}@example.com`, address);
      statuses.push(created.statusCode);
      if (created.statusCode !== 201) continue;
      const { token } = created.json() as { token: string };
      const preview = await app.inject({ method: 'GET', url: `/api/assessment/leads/${token}` });
      attempt(preview.json().status !== 'needs_code' || 'total' in preview.json());
      // Guessing the code: five tries, then refused; none of the guesses is the code.
      const [sent] = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, `probe.${i}@example.com`));
      const code = sent?.body.match(/\b(\d{6})\b/)?.[1];
      for (const guess of ['000000', '123456', '111111', '999999', '424242', '654321']) {
        if (guess === code) continue;
        const tried = await app.inject({
          method: 'POST',
          url: `/api/assessment/leads/${token}/verify`,
          payload: { code: guess },
          remoteAddress: nextAddress(),
        });
        attempt(tried.statusCode === 200);
      }
      const after = await app.inject({ method: 'GET', url: `/api/assessment/leads/${token}` });
      attempt(after.json().status !== 'needs_code');
    }
    // Ten a day from one address; the rest refused before anything is stored or sent.
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(learnt).toBe(0);
  });
});

describe('a member’s own facts', () => {
  it('are not a second identity: a stranger’s name or email added to them is not searched', async () => {
    const member = await createMember(app, { firstName: 'Hester', lastName: 'Valcourt' });
    expect(
      (await call(app, member, 'POST', '/api/search/scans', { type: 'name', term: 'Hester Valcourt' })).statusCode,
    ).toBe(202);
    const profiles = (await call(app, member, 'GET', '/api/protected-profiles')).json().profiles as { id: string }[];
    const id = profiles[0]?.id ?? '';
    const { facts } = (await call(app, member, 'GET', `/api/search/profiles/${id}/facts`)).json();
    const saved = await call(app, member, 'PUT', `/api/search/profiles/${id}/facts`, {
      ...facts,
      otherNames: ['Bartholomew Quince'],
      emails: ['bart.quince@example.com'],
      phones: ['512-555-0147'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const scan of [
      { type: 'name', term: 'Bartholomew Quince' },
      { type: 'email', term: 'bart.quince@example.com' },
    ]) {
      const started = await call(app, member, 'POST', '/api/search/scans', scan);
      attempt(started.statusCode === 202);
      expect(started.statusCode, scan.term).toBe(400);
    }
  });
});

async function familyOf(member: Member, firstName: string, lastName: string): Promise<string> {
  const [row] = await app.db
    .insert(protectedProfiles)
    .values({ userId: member.id, kind: 'family', firstName, lastName, relation: 'other', consentAt: new Date() })
    .returning();
  return row?.id ?? '';
}

describe('a family member’s profile', () => {
  it('is searched only with consent the product verified: their link, or a recorded role an operator can reject', async () => {
    const member = await createMember(app, { firstName: 'Ines', lastName: 'Marwood' });
    const profileId = await familyOf(member, 'Corwin', 'Ashdown');
    const scan = () =>
      call(app, member, 'POST', '/api/search/scans', { type: 'name', term: 'Corwin Ashdown', profileId });
    // The ticked box alone is not consent.
    const unconsented = await scan();
    attempt(unconsented.statusCode === 202);
    expect(unconsented.statusCode).toBe(403);
    expect(unconsented.json().error.code).toBe('consent_required');
    // A link to their own email; the member's own address is refused.
    expect(
      (
        await call(app, member, 'POST', `/api/protected-profiles/${profileId}/consent`, {
          method: 'email-link',
          email: member.email,
        })
      ).statusCode,
    ).toBe(400);
    const sent = await call(app, member, 'POST', `/api/protected-profiles/${profileId}/consent`, {
      method: 'email-link',
      email: 'corwin@example.com',
    });
    expect(sent.json()).toMatchObject({ status: 'pending' });
    const pending = await scan();
    attempt(pending.statusCode === 202);
    expect(pending.statusCode).toBe(403);
    const [mail] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'corwin@example.com'));
    const token = mail?.body.match(/profile-consent#([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const answer = (agree: boolean) =>
      app.inject({ method: 'POST', url: '/api/profile-consents/answer', payload: { token, agree } });
    expect((await answer(true)).statusCode).toBe(200);
    expect((await answer(true)).statusCode).toBe(404);
    expect((await scan()).statusCode).toBe(202);

    // A parent's attested role is recorded, listed for operators, and a rejection stops the searches.
    const child = await familyOf(member, 'Pip', 'Marwood');
    const attested = await call(app, member, 'POST', `/api/protected-profiles/${child}/consent`, {
      method: 'attestation',
      role: 'parent-of-minor',
      attest: true,
    });
    expect(attested.json()).toMatchObject({ status: 'attested', role: 'parent-of-minor' });
    const childScan = () =>
      call(app, member, 'POST', '/api/search/scans', { type: 'name', term: 'Pip Marwood', profileId: child });
    expect((await childScan()).statusCode).toBe(202);
    const operator = await createAdmin(app);
    const list = (await call(app, operator, 'GET', '/api/admin/profile-consents')).json().consents as {
      id: string;
      profileId: string;
      statement: string;
    }[];
    const record = list.find((row) => row.profileId === child);
    expect(record?.statement).toMatch(/parent of this child/);
    const review = await call(app, operator, 'POST', `/api/admin/profile-consents/${record?.id}/review`, {
      decision: 'reject',
      note: 'No birth certificate',
    });
    expect(review.statusCode, review.body).toBe(200);
    const rejected = await childScan();
    attempt(rejected.statusCode === 202);
    expect(rejected.statusCode).toBe(403);
  });
});
