import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentLeadResults, assessmentLeads } from '../src/db/schema/assessment';
import { runLeadScan } from '../src/modules/assessment/service';
import { ORIGIN, cookieFrom, createSignUp, latestCode, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { differenceInMilliseconds } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

let counter = 0;
const uniqueEmail = (name = 'jordan.miller') => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.com`;

const leadBody = (overrides: Record<string, unknown> = {}) => ({
  answers: { kinds: ['criminal-case', 'arrest'], outcome: 'dismissed', places: ['google'], state: 'TX' },
  firstName: 'Jordan',
  lastName: 'Miller',
  city: 'Austin',
  caseNumber: '',
  email: uniqueEmail(),
  consent: true,
  ...overrides,
});

const post = (payload: object, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/assessment/leads', payload, remoteAddress, headers });

type Preview = {
  status: string;
  total: number;
  needsAction: number;
  bySeverity: Record<string, number>;
  byKind: { kind: string; label: string; count: number }[];
  findings: { site: string; kind: string; severity: string; title: string }[];
  removalPaths: { kind: string; title: string; text: string }[];
  expiresAt: string;
};

const preview = async (token: string) => app.inject({ method: 'GET', url: `/api/assessment/leads/${token}` });

const verify = async (token: string, code: string, expected = 200) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/assessment/leads/${token}/verify`,
    payload: { code },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(expected);
  return response;
};

/** Creates a lead and works its scan here (the test app runs no workers). */
async function scannedLead(overrides: Record<string, unknown> = {}) {
  const body = leadBody(overrides);
  const created = await post(body);
  expect(created.statusCode, created.body).toBe(201);
  const { token } = created.json() as { token: string };
  await verify(token, await latestCode(app, body.email));
  const [row] = await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.email, body.email));
  if (!row) throw new Error('lead not stored');
  await runLeadScan(app, row.id);
  return { body, token, lead: row, cookie: cookieFrom(created) };
}

describe('free assessment leads', () => {
  it('stores the lead with its consent and hands out a token (cookie and body)', async () => {
    const body = leadBody();
    const response = await post(body, '10.40.0.1');
    expect(response.statusCode, response.body).toBe(201);
    const { token, expiresAt } = response.json() as { token: string; expiresAt: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = response.cookies.find((candidate) => candidate.name === 'cleardocket.lead');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/api' });
    const [row] = await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.email, body.email));
    expect(row).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Miller',
      city: 'Austin',
      state: 'TX',
      caseNumber: null,
      consentIp: '10.40.0.1',
      status: 'unverified',
      provider: 'offline',
    });
    expect(row?.consentText).toContain('privacy policy');
    expect(row?.consentVersion).toBeTruthy();
    // Only the token's hash is kept.
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(differenceInMilliseconds(new Date(expiresAt), row?.createdAt ?? 0)).toBe(7 * millisecondsInDay);
  });

  it('previews real counts from the scan, by severity and by kind, with the findings masked', async () => {
    const { token, lead, body } = await scannedLead({ caseNumber: '2019-CR-4821' });
    const response = await preview(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json() as Preview;
    expect(answer.status).toBe('done');

    const stored = await app.db.select().from(assessmentLeadResults).where(eq(assessmentLeadResults.leadId, lead.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(answer.total).toBe(stored.length);
    expect(answer.needsAction).toBe(stored.filter((row) => row.found).length);
    for (const severity of ['high', 'medium', 'low'] as const) {
      expect(answer.bySeverity[severity]).toBe(stored.filter((row) => row.severity === severity).length);
    }
    const kinds = new Map<string, number>();
    for (const row of stored) kinds.set(row.category, (kinds.get(row.category) ?? 0) + 1);
    expect(Object.fromEntries(answer.byKind.map((kind) => [kind.kind, kind.count]))).toEqual(Object.fromEntries(kinds));
    expect(answer.removalPaths.map((path) => path.kind)).toEqual(answer.byKind.map((kind) => kind.kind));

    expect(answer.findings.length).toBe(Math.min(5, stored.length));
    expect(answer.findings[0]?.kind).toBe('court-records');
    // The stored titles name the visitor; the page gets none of it.
    expect(stored.some((row) => /jordan miller/i.test(row.title))).toBe(true);
    expect(response.body).not.toMatch(/jordan|miller|austin/i);
    expect(response.body).not.toContain(body.email);
    expect(response.body).not.toContain('4821');
    expect(JSON.stringify(answer.findings)).not.toMatch(/\d{3,}/);
    expect(response.body).not.toMatch(/https?:\/\//);
  });

  it('shows nothing, and searches nothing, until the visitor enters the code sent to the email (issue 32 item 4)', async () => {
    const body = leadBody();
    const created = await post(body);
    const { token } = created.json() as { token: string };
    expect((await preview(token)).json()).toEqual({ status: 'needs_code', expiresAt: expect.any(String) });
    const [row] = await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.email, body.email));
    await runLeadScan(app, row?.id ?? '');
    expect(
      (
        await app.db
          .select()
          .from(assessmentLeadResults)
          .where(eq(assessmentLeadResults.leadId, row?.id ?? ''))
      ).length,
    ).toBe(0);
    const code = await latestCode(app, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await verify(token, wrong, 400);
    await verify(token, code);
    const answer = (await preview(token)).json() as Preview;
    expect(answer).toMatchObject({ status: 'running', total: 0, findings: [] });
  });

  it('allows five wrong codes per lead, then refuses even the right one', async () => {
    const body = leadBody();
    const { token } = (await post(body)).json() as { token: string };
    const code = await latestCode(app, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await verify(token, wrong, 400);
    await verify(token, code, 429);
    expect(((await preview(token)).json() as { status: string }).status).toBe('needs_code');
  });

  it('refuses a bad body with a message per field', async () => {
    const response = await post({
      answers: { kinds: [], outcome: 'dismissed', places: [], state: '' },
      firstName: '',
      lastName: 'Miller',
      email: 'not-an-email',
      consent: false,
    });
    expect(response.statusCode).toBe(400);
    const message = response.json().error.message as string;
    for (const text of [
      'Choose at least one kind of record.',
      'Choose the state where the record is from.',
      'Please enter your first name.',
      'Enter a valid email address.',
      'Please agree so we can run the search for you.',
    ]) {
      expect(message).toContain(text);
    }
    expect((await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.email, 'not-an-email'))).length).toBe(
      0,
    );
  });

  it('limits each email to three assessments a day, whatever the address, in plain words', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i += 1) expect((await post(leadBody({ email }))).statusCode).toBe(201);
    const refused = await post(leadBody({ email: email.toUpperCase() }));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(/3 free assessments for this email address today/);
  });

  it('limits each address', async () => {
    const address = '10.41.0.9';
    for (let i = 0; i < 10; i += 1) expect((await post(leadBody(), address)).statusCode).toBe(201);
    const refused = await post(leadBody(), address);
    expect(refused.statusCode).toBe(429);
  });

  it('answers 404 for an unknown or expired lead, and housekeeping deletes the expired one', async () => {
    expect((await preview('A'.repeat(43))).statusCode).toBe(404);
    const { token, lead } = await scannedLead();
    await app.db
      .update(assessmentLeads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentLeads.id, lead.id));
    const expired = await preview(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toMatch(/expired/);
    const result = await app.housekeeping.runAll(app.db);
    expect(result.removed['assessment-leads']).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.id, lead.id))).toEqual([]);
    expect(await app.db.select().from(assessmentLeadResults).where(eq(assessmentLeadResults.leadId, lead.id))).toEqual(
      [],
    );
  });

  it('tells the browser holding the cookie its own name and email, and nobody else', async () => {
    const { cookie, body } = await scannedLead();
    const own = await app.inject({ method: 'GET', url: '/api/assessment/lead', headers: { cookie } });
    expect(own.json()).toEqual({ lead: { firstName: 'Jordan', lastName: 'Miller', email: body.email } });
    const none = await app.inject({ method: 'GET', url: '/api/assessment/lead' });
    expect(none.json()).toEqual({ lead: null });
  });
});

describe('a lead that signs up', () => {
  async function signUpAndVerify(email: string, extra: { leadToken?: string; cookie?: string }) {
    const data = createSignUp({ phoneNumber: '', email, firstName: 'Jordan', lastName: 'Miller' });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up',
      payload: { ...data, ...(extra.leadToken ? { leadToken: extra.leadToken } : {}) },
      remoteAddress: nextAddress(),
      headers: extra.cookie ? { cookie: extra.cookie, origin: ORIGIN } : {},
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const { attemptId } = signUp.json() as { attemptId: string };
    const verify = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-up/verify-email',
      payload: { attemptId, code: await latestCode(app, data.email.toLowerCase()) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    return { id: attemptId, cookie: cookieFrom(verify) };
  }

  it('becomes a member whose first scan is the lead’s findings, and the lead is gone (cookie, email in other case)', async () => {
    const { lead, cookie, body } = await scannedLead();
    const stored = await app.db.select().from(assessmentLeadResults).where(eq(assessmentLeadResults.leadId, lead.id));
    const member = await signUpAndVerify(body.email.toUpperCase(), { cookie });
    const headers = { cookie: member.cookie, origin: ORIGIN };
    const results = await app.inject({ method: 'GET', url: '/api/search/results?pageSize=50', headers });
    expect(results.statusCode, results.body).toBe(200);
    const page = results.json() as { results: { url: string; severity: string; searchTerm: string }[]; total: number };
    expect(page.total).toBe(stored.length);
    expect(new Set(page.results.map((result) => result.url))).toEqual(new Set(stored.map((row) => row.url)));
    expect(page.results.every((result) => result.searchTerm === 'Jordan Miller')).toBe(true);
    const history = (await app.inject({ method: 'GET', url: '/api/search/history', headers })).json() as {
      history: { searchTerm: string; resultCount: number }[];
    };
    expect(history.history).toEqual([
      expect.objectContaining({ searchTerm: 'Jordan Miller', resultCount: stored.length }),
    ]);
    expect(await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.id, lead.id))).toEqual([]);
    expect(await app.db.select().from(assessmentLeadResults).where(eq(assessmentLeadResults.leadId, lead.id))).toEqual(
      [],
    );
  });

  it('makes the city, state and case number given in the assessment the new member’s own facts', async () => {
    const { cookie, body } = await scannedLead({ caseNumber: 'D-1-DC-19-301234' });
    const member = await signUpAndVerify(body.email, { cookie });
    const headers = { cookie: member.cookie, origin: ORIGIN };
    const profiles = await app.inject({ method: 'GET', url: '/api/protected-profiles', headers });
    expect(profiles.statusCode, profiles.body).toBe(200);
    const self = (profiles.json().profiles as { id: string; kind: string }[]).find((row) => row.kind === 'self');
    expect(self).toBeDefined();
    const facts = await app.inject({ method: 'GET', url: `/api/search/profiles/${self?.id}/facts`, headers });
    expect(facts.statusCode, facts.body).toBe(200);
    expect(facts.json().facts).toMatchObject({
      places: [{ city: 'Austin', state: 'TX', county: null }],
      caseNumbers: ['D-1-DC-19-301234'],
    });
    // The member's own case number is theirs to scan now, without adding it again.
    const started = await app.inject({
      method: 'POST',
      url: '/api/search/scans',
      headers,
      payload: { type: 'case', term: 'D-1-DC-19-301234' },
    });
    expect(started.statusCode, started.body).toBe(202);
  });

  it('shows a new member from the assessment what hurts on the first dashboard, never "0 findings, 100 %"', async () => {
    const { cookie, body } = await scannedLead();
    const member = await signUpAndVerify(body.email, { cookie });
    const headers = { cookie: member.cookie, origin: ORIGIN };
    const metrics = (await app.inject({ method: 'GET', url: '/api/dashboard/metrics', headers })).json().metrics as {
      totalCases: number;
      pendingAlerts: number;
      needsReview: number;
      statistics: { searchVisibility: number | null };
    };
    const counts = (await app.inject({ method: 'GET', url: '/api/search/alerts', headers })).json();
    const results = (await app.inject({ method: 'GET', url: '/api/search/results?pageSize=50', headers })).json() as {
      results: { severity: string; found: boolean; match: { label: string } }[];
    };
    const hurting = results.results.filter((row) => row.severity !== 'low' && row.match.label !== 'unlikely');
    expect(hurting.length).toBeGreaterThan(0);
    // Every result that may hurt the member is an alert or awaits their answer on the first day.
    expect(metrics.pendingAlerts + metrics.needsReview).toBe(hurting.length);
    expect(counts).toEqual({ count: metrics.pendingAlerts, review: metrics.needsReview });
    expect(metrics.statistics.searchVisibility).toBeLessThan(100);
    if (process.env.PRINT_FIRST_DASHBOARD) {
      process.stdout.write(
        `FIRST-DASHBOARD ${JSON.stringify({ results: results.results.length, high: results.results.filter((row) => row.severity === 'high').length, oldFindings: results.results.filter((row) => row.found).length, metrics })}\n`,
      );
    }
  });

  it('takes the token from the sign-up body too', async () => {
    const { lead, token, body } = await scannedLead();
    const member = await signUpAndVerify(body.email, { leadToken: token });
    const results = await app.inject({
      method: 'GET',
      url: '/api/search/results',
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(results.json().total).toBeGreaterThan(0);
    expect(await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.id, lead.id))).toEqual([]);
  });

  it('with another email, the sign-up works and the lead is left alone', async () => {
    const { lead, token } = await scannedLead();
    const member = await signUpAndVerify(uniqueEmail('someone.else'), { leadToken: token });
    const results = await app.inject({
      method: 'GET',
      url: '/api/search/results',
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(results.json().total).toBe(0);
    const [kept] = await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.id, lead.id));
    expect(kept).toMatchObject({ id: lead.id, claimedBy: null });
    expect((await preview(token)).statusCode).toBe(200);
  });
});
