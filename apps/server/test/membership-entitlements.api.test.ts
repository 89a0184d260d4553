import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema/membership';
import { takedownRequests } from '../src/db/schema/requests';
import { searchResults } from '../src/db/schema/search';
import { subscriptionOf } from '../src/modules/membership/service';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { createMember } from './helpers/identity';
import { signAgreement } from './helpers/membership';
import { as, requestsFor } from './helpers/requests';
import type { Member } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { claimTerm } from './helpers/profiles';
import { millisecondsInDay } from 'date-fns/constants';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const DAY = millisecondsInDay;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);

type State = Partial<typeof subscriptions.$inferInsert>;
const EXPIRED_TRIAL: State = { status: 'trialing', trialEndsAt: ago(1) };
const PAUSED: State = { status: 'paused', planId: 'monitoring-monthly', currentPeriodEnd: ago(2) };
const CANCELED: State = { status: 'canceled', planId: 'monitoring-monthly', currentPeriodEnd: ago(2) };
const ENDED_PERIOD: State = { status: 'active', planId: 'monitoring-monthly', currentPeriodEnd: ago(1) };
const MONITORING: State = { status: 'active', planId: 'monitoring-monthly', currentPeriodEnd: ahead(20) };
const PREMIUM: State = { status: 'active', planId: 'premium', currentPeriodEnd: null, premiumLinks: 2 };

async function setState(member: Member, state: State) {
  await subscriptionOf(app.db, member.id);
  await app.db.update(subscriptions).set(state).where(eq(subscriptions.userId, member.id));
}

/** A member (in the trial they got at sign-up) with a request at a web-form site and one filed by email. */
async function memberWithRequests() {
  const member = await createMember(app);
  const [form, letter] = await requestsFor(app, member, [
    'https://www.whitepages.com/name/Jane-Doe/p1',
    'https://backgroundcheck.run/people/jane-doe',
  ]);
  const letterRemoval = letter?.removals[0];
  expect(letterRemoval?.method).toBe('email');
  return { member, takedownId: form?.id ?? '', formSite: 'whitepages.com', letterRemovalId: letterRemoval?.id ?? '' };
}

type Ctx = Awaited<ReturnType<typeof memberWithRequests>>;

/** Every limited action there is today, its entitlement, and the answer it gives when allowed. */
const ACTIONS: {
  name: string;
  needs: 'removalRequests' | 'automatedFiling' | 'operatorHandling';
  allowedStatus: number;
  call: (ctx: Ctx) => ReturnType<typeof as>;
}[] = [
  {
    name: 'POST /api/requests (open removal requests)',
    needs: 'removalRequests',
    allowedStatus: 201,
    call: ({ member }) => as(app, member, 'POST', '/api/requests', { resultIds: [] }),
  },
  {
    name: 'POST /api/requests/:id/automated-removals (file web forms)',
    needs: 'automatedFiling',
    allowedStatus: 202,
    call: ({ member, takedownId, formSite }) =>
      as(app, member, 'POST', `/api/requests/${takedownId}/automated-removals`, { websites: [formSite] }),
  },
  {
    name: 'POST /api/requests/removals/:id/authorise (send a letter)',
    needs: 'automatedFiling',
    allowedStatus: 200,
    call: ({ member, letterRemovalId }) =>
      as(app, member, 'POST', `/api/requests/removals/${letterRemovalId}/authorise`, {}),
  },
  {
    name: 'PUT /api/removal-runner/authorisation (file for me)',
    needs: 'automatedFiling',
    allowedStatus: 200,
    call: ({ member }) =>
      app.inject({
        method: 'PUT',
        url: '/api/removal-runner/authorisation',
        payload: { mode: 'file-for-me', humanSteps: 'member', textVersion: 1 },
        headers: { cookie: member.cookie, origin: 'http://localhost:3000' },
      }),
  },
  {
    name: 'PUT /api/removal-runner/authorisation (our team works the human steps)',
    needs: 'operatorHandling',
    allowedStatus: 200,
    call: ({ member }) =>
      app.inject({
        method: 'PUT',
        url: '/api/removal-runner/authorisation',
        payload: { mode: 'file-for-me', humanSteps: 'operator', textVersion: 1 },
        headers: { cookie: member.cookie, origin: 'http://localhost:3000' },
      }),
  },
];

describe('plans and the trial', () => {
  it('publishes the offer in integer cents without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/membership/plans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plans.map((plan: { id: string; amountCents: number }) => [plan.id, plan.amountCents])).toEqual([
      ['monitoring-monthly', 4900],
      ['monitoring-yearly', 58_800],
      ['basic', 29_900],
      ['premium', 49_900],
    ]);
    expect(body).toMatchObject({ currency: 'usd', trialDays: 14, provider: 'sandbox' });
  });

  it('gives a new member a 14-day trial of the monitoring plan from sign-up', async () => {
    const member = await createMember(app);
    const response = await as(app, member, 'GET', '/api/membership');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'trialing',
      inForce: true,
      plan: null,
      nextCharge: null,
      paymentMethod: null,
    });
    const endsIn = new Date(body.trialEndsAt).getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(13.9 * DAY);
    expect(endsIn).toBeLessThanOrEqual(14 * DAY);
    expect(body.entitlements).toEqual({
      removalRequests: true,
      automatedFiling: true,
      operatorHandling: false,
      profiles: 3,
      rescanEveryDays: 7,
      premiumLinks: 0,
    });
    expect((await as(app, member, 'GET', '/api/membership/invoices')).json()).toEqual({ invoices: [] });
  });

  it('asks for a session before showing a membership', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/membership' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/membership/invoices' })).statusCode).toBe(401);
  });
});

describe('every limited action is decided on the server', () => {
  for (const action of ACTIONS) {
    describe(action.name, () => {
      const refusals: [string, State, RegExp][] = [
        ['an ended trial', EXPIRED_TRIAL, /Your free trial has ended\./],
        ['a paused plan', PAUSED, /Your plan is paused\./],
        ['a canceled plan', CANCELED, /Your plan has ended\./],
        ['a period that ran out', ENDED_PERIOD, /Your plan has ended\./],
      ];
      for (const [label, state, why] of refusals) {
        it(`is refused with 402 and the way to upgrade under ${label}`, async () => {
          const ctx = await memberWithRequests();
          const takedownsBefore = await app.db
            .select()
            .from(takedownRequests)
            .where(eq(takedownRequests.userId, ctx.member.id));
          await setState(ctx.member, state);
          const response = await action.call(ctx);
          expect(response.statusCode, response.body).toBe(402);
          expect(response.json().error.code).toBe('plan_required');
          expect(response.json().error.message).toMatch(why);
          expect(response.json().error.message).toMatch(/Choose a plan on the Billing page/);
          const takedownsAfter = await app.db
            .select()
            .from(takedownRequests)
            .where(eq(takedownRequests.userId, ctx.member.id));
          expect(takedownsAfter).toEqual(takedownsBefore);
          const membership = (await as(app, ctx.member, 'GET', '/api/membership')).json();
          expect(membership.inForce).toBe(false);
        });
      }

      const allowedUnder = action.needs === 'operatorHandling' ? PREMIUM : MONITORING;
      it(`is done under a plan that includes it (${allowedUnder.planId})`, async () => {
        const ctx = await memberWithRequests();
        await setState(ctx.member, allowedUnder);
        // Filing also needs the signed service agreement (agreement.api.test.ts tests that gate).
        if (action.needs !== 'removalRequests') await signAgreement(app, ctx.member);
        const response = await action.call(ctx);
        expect(response.statusCode, response.body).toBe(action.allowedStatus);
      });

      if (action.needs === 'operatorHandling') {
        it('is refused under the trial and the monitoring plan, which do not include it', async () => {
          const ctx = await memberWithRequests();
          await signAgreement(app, ctx.member);
          const trial = await action.call(ctx);
          expect(trial.statusCode).toBe(402);
          expect(trial.json().error.message).toMatch(/Your plan does not include it\./);
          await setState(ctx.member, MONITORING);
          expect((await action.call(ctx)).statusCode).toBe(402);
        });
      }
    });
  }

  it('opens requests from a scan’s alerts only while the plan includes it', async () => {
    const member = await createMember(app);
    const provider: SearchProvider = {
      id: 'searxng',
      configured: true,
      search: async () => [
        { url: 'https://www.whitepages.com/name/Jane-Doe/alert', title: 'Jane Doe court record', snippet: 'Record.' },
      ],
    };
    await claimTerm(app, member.id, { type: 'company', term: 'Alert Co' });
    const started = await as(app, member, 'POST', '/api/search/scans', { type: 'company', term: 'Alert Co' });
    const deps = scanDeps(app);
    await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
    const results = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
    expect(results).toHaveLength(1);
    await setState(member, CANCELED);
    expect(await deps.openRequests(member.id, [results[0]?.id ?? ''])).toBe(0);
    expect(await app.db.select().from(takedownRequests).where(eq(takedownRequests.userId, member.id))).toEqual([]);
    await setState(member, MONITORING);
    expect(await deps.openRequests(member.id, [results[0]?.id ?? ''])).toBe(1);
  });
});
