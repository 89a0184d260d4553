import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema/membership';
import { membershipDeps } from '../src/modules/membership/checkout';
import { workDueSubscriptions } from '../src/modules/membership/lifecycle';
import { createMember } from './helpers/identity';
import { call } from './helpers/membership';
import type { Member } from './helpers/requests';
import { startStripeApp } from './helpers/stripe-app';
import type { startStripeStandIn } from './helpers/stripe-stand-in';
import type { SAVED_CARDS } from './helpers/stripe-stand-in-payments';
import type { TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_standInSecret789';
let app: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, stripe, close } = await startStripeApp(WEBHOOK_SECRET));
});

afterAll(async () => {
  await close();
});

const membership = async (member: Member) => (await call(app, member, 'GET', '/api/membership')).json();
const invoiceRows = (member: Member) => app.db.select().from(invoices).where(eq(invoices.userId, member.id));
const runJob = (at: Date) => workDueSubscriptions(membershipDeps(app, 'http://localhost:3000'), at);

/** A member in their trial buys a one-time plan at the stand-in's Checkout, saving `card`. */
async function boughtInTrial(planId: 'basic' | 'premium', quantity?: number, card: keyof typeof SAVED_CARDS = 'visa') {
  const member = await createMember(app);
  const { trialEndsAt } = await membership(member);
  const started = await call(app, member, 'POST', '/api/membership/checkout', {
    planId,
    ...(quantity ? { quantity } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { checkoutId } = started.json();
  const session = [...stripe.sessions.values()].find((one) => one.client_reference_id === checkoutId);
  const [completed] = stripe.completeSession(String(session?.id), card);
  expect((await stripe.deliver(completed ?? {})).body.outcome).toBe('applied');
  const customer = String(stripe.sessions.get(String(session?.id))?.customer);
  return { member, checkoutId, trialEndsAt: new Date(trialEndsAt), customer };
}

const chargesOf = (customer: string) => stripe.paymentIntents.filter((intent) => intent.customer === customer);

/**
 * "Every plan starts with a 14-day free trial" (issue 31 part 4, decision 098): with Stripe, Basic
 * and Premium bought during the trial save the card (a setup-mode Checkout Session) and are charged
 * off-session at the trial's end, not at checkout.
 */
describe('one-time plans bought during the trial (Stripe)', () => {
  it('refuses a second plan while one waits for the trial’s end, so Stripe never charges two', async () => {
    const { member } = await boughtInTrial('basic');
    const again = await call(app, member, 'POST', '/api/membership/checkout', { planId: 'monitoring-monthly' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toBe(
      'Your trial already has Basic with your card on file. To choose another, change or cancel it on the Billing page.',
    );
    // Premium links still go on top of the plan.
    const links = await call(app, member, 'POST', '/api/membership/checkout', { planId: 'premium', quantity: 1 });
    expect(links.statusCode, links.body).toBe(200);
  });

  for (const [planId, quantity, amount] of [
    ['basic', undefined, 29_900],
    ['premium', 2, 99_800],
  ] as const) {
    it(`saves the card for ${planId} with no charge during the trial and charges ${amount} cents at its end`, async () => {
      const { member, checkoutId, trialEndsAt, customer } = await boughtInTrial(planId, quantity);
      const request = stripe.requests.find((one) => one.form.client_reference_id === checkoutId);
      expect(request?.form).toMatchObject({ mode: 'setup', currency: 'usd', customer_creation: 'always' });
      expect(Object.keys(request?.form ?? {}).some((key) => key.startsWith('line_items'))).toBe(false);
      expect(await membership(member)).toMatchObject({
        status: 'trialing',
        plan: { id: planId },
        paymentMethod: { brand: 'visa', last4: '4242' },
        nextCharge: { amountCents: amount, at: trialEndsAt.toISOString() },
      });

      await runJob(addMinutes(trialEndsAt, -60));
      expect(chargesOf(customer)).toEqual([]);
      expect(await invoiceRows(member)).toEqual([]);

      await runJob(addMinutes(trialEndsAt, 1));
      expect(chargesOf(customer)).toMatchObject([{ amount, currency: 'usd', off_session: true, status: 'succeeded' }]);
      const charge = chargesOf(customer)[0];
      const rows = await invoiceRows(member);
      expect(rows.map((row) => [row.amountCents, row.status, row.providerInvoiceId])).toEqual([
        [amount, 'paid', charge?.id],
      ]);
      expect(await membership(member)).toMatchObject({ status: 'active', plan: { id: planId } });
      // The job running again charges nothing more.
      await runJob(addMinutes(trialEndsAt, 2));
      expect(chargesOf(customer)).toHaveLength(1);
    });
  }

  it('puts a declined first charge into dunning, and charges nothing when the member cancelled in the trial', async () => {
    const declined = await boughtInTrial('basic', undefined, 'declinesLater');
    await runJob(addMinutes(declined.trialEndsAt, 1));
    expect(chargesOf(declined.customer)).toMatchObject([{ status: 'requires_payment_method' }]);
    expect((await invoiceRows(declined.member)).map((row) => row.status)).toEqual(['failed']);
    expect(await membership(declined.member)).toMatchObject({ status: 'past_due', plan: { id: 'basic' } });

    const cancelled = await boughtInTrial('basic');
    const cancel = await call(app, cancelled.member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await runJob(addMinutes(cancelled.trialEndsAt, 1));
    expect(chargesOf(cancelled.customer)).toEqual([]);
    expect(await invoiceRows(cancelled.member)).toEqual([]);
  });

  it('counts the payment step as done in onboarding once the card is with Stripe, for a one-time plan and a subscription trial', async () => {
    const { member } = await boughtInTrial('basic');
    expect((await call(app, member, 'GET', '/api/onboarding')).json().paymentChoice).toBe('card-on-file');

    const monthly = await createMember(app);
    await membership(monthly);
    const started = (
      await call(app, monthly, 'POST', '/api/membership/checkout', { planId: 'monitoring-monthly' })
    ).json();
    const session = [...stripe.sessions.values()].find((one) => one.client_reference_id === started.checkoutId);
    for (const event of stripe.completeSession(String(session?.id))) await stripe.deliver(event);
    expect(await membership(monthly)).toMatchObject({ status: 'trialing', plan: { id: 'monitoring-monthly' } });
    expect((await call(app, monthly, 'GET', '/api/onboarding')).json().paymentChoice).toBe('card-on-file');
  });
});
