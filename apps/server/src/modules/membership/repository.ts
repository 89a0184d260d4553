import { and, count, desc, eq, exists, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { checkouts, invoices, paymentEvents, premiumLinks, subscriptions } from '../../db/schema/membership';
import { addDays } from 'date-fns';
import { IN_UTC } from '@cleardocket/domain/dates';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChange = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type InvoiceRow = typeof invoices.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** The member's trial from their account's creation, unless a row is already there (decision 020). */
export async function insertTrial(db: Db, userId: string, trialDays: number): Promise<void> {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const trialEndsAt = addDays(user.createdAt, trialDays, IN_UTC);
  await db.insert(subscriptions).values({ userId, status: 'trialing', trialEndsAt }).onConflictDoNothing();
}

export async function updateSubscription(db: Db, userId: string, change: SubscriptionChange) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row;
}

/** Subscriptions the renewal job has work on at `now`: a period that ended, or a dunning retry due. */
export function dueSubscriptions(db: Db, now: Date, provider: string) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        isNotNull(subscriptions.currentPeriodEnd),
        lte(subscriptions.currentPeriodEnd, now),
        or(
          eq(subscriptions.status, 'active'),
          // A trial with a card on file: its period end is the trial's end, the first charge (issue 31).
          eq(subscriptions.status, 'trialing'),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextRetryAt, now)),
        ),
      ),
    )
    .limit(500);
}

/**
 * One-time purchases the product promised to charge on a date (decision 098), due at `now`: the
 * card on file and a scheduled checkout of a one-time plan, at a trial's end or at the end of a
 * monitoring period moving to Basic. A cancellation at the period's end wins (nothing is charged).
 */
export function dueScheduledPurchases(db: Db, now: Date, provider: string, oncePlanIds: string[]) {
  const scheduledOnce = db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, subscriptions.userId),
        eq(checkouts.status, 'scheduled'),
        inArray(checkouts.planId, oncePlanIds),
      ),
    );
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        isNotNull(subscriptions.paymentMethod),
        lte(subscriptions.currentPeriodEnd, now),
        eq(subscriptions.cancelAtPeriodEnd, false),
        exists(scheduledOnce),
      ),
    )
    .limit(500);
}

/** Trials ending within `until` whose reminder has not gone out. */
export function trialsToRemind(db: Db, now: Date, until: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        sql`${subscriptions.trialReminderSentAt} is null`,
        sql`${subscriptions.trialEndsAt} > ${now}`,
        lte(subscriptions.trialEndsAt, until),
      ),
    )
    .limit(500);
}

export function listInvoices(db: Db, userId: string) {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt)).limit(200);
}

/**
 * Stores an invoice numbered after the member's others (`INV-000001`). A provider invoice already
 * stored is not stored again; a number taken by a concurrent insert is taken again, recounted.
 */
export async function insertInvoice(
  db: Db,
  invoice: Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'createdAt'>,
): Promise<InvoiceRow | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [counted] = await db.select({ n: count() }).from(invoices).where(eq(invoices.userId, invoice.userId));
    const number = `INV-${String((counted?.n ?? 0) + 1 + attempt).padStart(6, '0')}`;
    const [row] = await db
      .insert(invoices)
      .values({ ...invoice, number })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (invoice.providerInvoiceId) {
      const [known] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.providerInvoiceId, invoice.providerInvoiceId));
      if (known) return undefined;
    }
  }
  throw new Error('could not number an invoice after three attempts');
}

export async function insertCheckout(db: Db, checkout: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(checkout).returning();
  if (!row) throw new Error('checkout insert returned no row');
  return row;
}

export async function findCheckout(db: Db, userId: string, checkoutId: string) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.id, checkoutId)));
  return row;
}

export async function findCheckoutBySession(db: Db, providerSessionId: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerSessionId, providerSessionId));
  return row;
}

export async function setCheckoutSession(db: Db, checkoutId: string, providerSessionId: string) {
  await db.update(checkouts).set({ providerSessionId }).where(eq(checkouts.id, checkoutId));
}

/**
 * The member's newest checkout waiting for a date: a trial's first charge (decision 065) or a
 * plan change at the period's end (decision 082).
 */
export async function findScheduledCheckout(db: Db, userId: string): Promise<CheckoutRow | undefined> {
  return findLatestCheckout(db, userId, 'scheduled');
}

/** The member's newest checkout in this state ('failed': a one-time charge that dunning retries). */
export async function findLatestCheckout(db: Db, userId: string, status: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.status, status)))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return row;
}

/** A scheduled checkout now buys another plan (a change within the trial). */
export async function setCheckoutPlan(db: Db, checkoutId: string, planId: string) {
  await db.update(checkouts).set({ planId, quantity: 1 }).where(eq(checkouts.id, checkoutId));
}

/** Moves a checkout from `from` to `to`; false when another call moved it first. */
export async function moveCheckout(db: Db, checkoutId: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: to, completedAt: to === 'completed' ? new Date() : null })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, from)))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** Records a provider event once: false when it was seen before (a replay). */
export async function recordPaymentEvent(db: Db, event: { id: string; provider: string; type: string }) {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function findMemberContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type PremiumLinkRow = typeof premiumLinks.$inferSelect;

export function listPremiumLinks(db: Db, userId: string): Promise<PremiumLinkRow[]> {
  return db.select().from(premiumLinks).where(eq(premiumLinks.userId, userId)).orderBy(desc(premiumLinks.startedAt));
}

/** A removal made premium once; a second try finds the row and inserts nothing. */
export async function insertPremiumLink(
  db: Db,
  values: { userId: string; removalRequestId: string; startedAt: Date; guaranteeEndsAt: Date },
): Promise<PremiumLinkRow | undefined> {
  const [row] = await db.insert(premiumLinks).values(values).onConflictDoNothing().returning();
  return row;
}
