import { isInForce } from '@cleardocket/domain/membership/entitlements';
import { isPlanId, PLANS } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import type { OnboardingWire } from '@cleardocket/domain/onboarding/contract';
import { isStepOpen, onboardingStep, STEP_NOT_OPEN_MESSAGES } from '@cleardocket/domain/onboarding/steps';
import type { OnboardingStep } from '@cleardocket/domain/onboarding/steps';
import type { ProfileInput } from '@cleardocket/domain/protected-profiles/profiles';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hasSignedCurrent } from '../agreement/service';
import { factsOf, subscriptionOf } from '../membership/service';
import { findProfile, saveProfile } from '../protected-profiles/service';
import * as repository from './repository';

/**
 * Where the member is in the funnel (issue 16). Only the choices are stored; whether they paid and
 * signed is read from the subscription and the agreement, so the answer cannot drift from them.
 */
export async function onboardingOf(db: Db, userId: string, now = new Date()): Promise<OnboardingWire> {
  const [progress, subscription, agreementSigned] = await Promise.all([
    repository.findProgress(db, userId),
    subscriptionOf(db, userId),
    hasSignedCurrent(db, userId),
  ]);
  const profile = progress?.profileId ? await findProfile(db, userId, progress.profileId) : null;
  const planId = progress?.planId && isPlanId(progress.planId) ? progress.planId : null;
  const facts = factsOf(subscription);
  const paid = (facts.status === 'active' || facts.status === 'past_due') && isInForce(facts, now);
  const trialRunning = facts.status === 'trialing' && isInForce(facts, now);
  // Paid during the trial: the card is on file and the first charge is at the trial's end (issue 31);
  // with Stripe's subscription trial the card is Stripe's, held by the subscription.
  const cardOnFile =
    trialRunning &&
    facts.planId !== null &&
    (subscription.paymentMethod !== null || subscription.providerSubscriptionId !== null);
  const paymentChoice = paid
    ? 'paid'
    : cardOnFile
      ? 'card-on-file'
      : progress?.paymentChoice === 'trial' && trialRunning
        ? 'trial'
        : null;
  const step = onboardingStep({
    profileChosen: profile !== null,
    planId,
    paymentSettled: paymentChoice !== null,
    agreementSigned,
  });
  return {
    step,
    profile,
    planId,
    paymentChoice,
    agreementSigned,
    trialEndsAt: trialRunning ? facts.trialEndsAt : null,
    firstCharge:
      cardOnFile && facts.planId && facts.trialEndsAt
        ? { amountCents: PLANS[facts.planId].amountCents, at: facts.trialEndsAt }
        : null,
    completed: progress?.completedAt != null,
  };
}

/** Each step is checked on the server: it must be open (every step before it done); back is safe. */
async function requireOpen(db: Db, userId: string, step: OnboardingStep) {
  const current = await onboardingOf(db, userId);
  if (!isStepOpen(step, current.step)) throw new AppError('conflict', STEP_NOT_OPEN_MESSAGES[step], 409);
  return current;
}

/** Who it is for: creates that profile, or changes the one chosen earlier in the funnel. */
export async function chooseRelationship(db: Db, userId: string, input: ProfileInput) {
  const current = await requireOpen(db, userId, 'relationship');
  const profile = await saveProfile(db, userId, input, current.profile?.id);
  await repository.saveProgress(db, userId, { profileId: profile.id });
  return onboardingOf(db, userId);
}

export async function choosePlan(db: Db, userId: string, planId: PlanId) {
  await requireOpen(db, userId, 'pricing');
  await repository.saveProgress(db, userId, { planId });
  return onboardingOf(db, userId);
}

/** Starts with the free trial and pays later; only while the trial runs. */
export async function chooseTrial(db: Db, userId: string) {
  const current = await requireOpen(db, userId, 'payment');
  if (current.paymentChoice === 'paid') return current;
  const facts = factsOf(await subscriptionOf(db, userId));
  if (facts.status !== 'trialing' || !isInForce(facts, new Date())) {
    throw new AppError('conflict', 'Your free trial has ended. Pay for your plan to go on.', 409);
  }
  await repository.saveProgress(db, userId, { paymentChoice: 'trial' });
  return onboardingOf(db, userId);
}

/** The last step: the funnel is done, and the account's sign-up flag says so. */
export async function completeOnboarding(db: Db, userId: string) {
  await requireOpen(db, userId, 'trial-dashboard');
  await repository.saveProgress(db, userId, { completedAt: new Date() });
  await repository.markAccountOnboarded(db, userId);
  return onboardingOf(db, userId);
}
