import type { FastifyInstance } from 'fastify';
import type { SignUpFollowUps } from './modules/identity/sign-up-routes';
import { claimLead, convertClaimedLeads, readLeadCookie } from './modules/assessment/service';
import type { CountProfiles } from './modules/membership/plan-change';
import type { FindRemoval } from './modules/membership/premium';
import { countProfiles } from './modules/protected-profiles/service';
import { hasEntitlement } from './modules/membership/service';
import type { Config } from './env';
import { sendWhereSpoken } from './modules/drp/runner-route';
import { drpDeps } from './modules/drp/service';
import type { DrpRoute } from './modules/removal-runner/context';
import { classifyFetchedPage } from './modules/removal-runner/page-classifier';
import type { ClassifyRoute } from './modules/registry/service';
import { fileForms } from './modules/removal-runner/service';
import type { RemovalRow } from './modules/requests/service';
import { checkReappeared } from './modules/requests/queue-service';
import { createFromResults, findRemoval, hasVerdictEvidence } from './modules/requests/service';
import { scanDepsWith } from './modules/search/jobs';
import type { ScanFollowUps } from './modules/search/jobs';

/*
 * The modules stand in layers and import only downward (docs/architecture.md "Module graph",
 * decision 011). Where a lower module's work must make a higher one act, app.ts hands the lower
 * one a callback built here: this file and app.ts are the only places that name both ends.
 */

/** A scan opens takedown requests for its alerts (while the plan allows it) and re-opens relisted ones. */
export function scanFollowUps(fastify: FastifyInstance): ScanFollowUps {
  return {
    // Opening requests is a plan's to give (issue 16): without it the alerts stay findings.
    openRequests: async (userId, resultIds) =>
      (await hasEntitlement(fastify.db, userId, 'removalRequests'))
        ? (await createFromResults(fastify, userId, resultIds)).length
        : 0,
    reopenRelisted: (userId, urls) => checkReappeared(fastify, userId, urls),
  };
}

/** What a scan works with, follow-ups included: the search job's, and the tests' when they run a scan. */
export const scanDeps = (fastify: FastifyInstance) => scanDepsWith(fastify, scanFollowUps(fastify));

/** New removals' web forms go to the removal runner when the member authorised filing (issue 14). */
export const fileFormsOf = (fastify: FastifyInstance) => (userId: string, removalIds: string[]) =>
  fileForms(fastify, userId, removalIds);

/**
 * A listing that came back is filed again; the runner takes it when the member authorised filing
 * and while their plan includes filing for them (issue 16).
 */
export const refileOf = (fastify: FastifyInstance) => async (removal: RemovalRow) => {
  if (await hasEntitlement(fastify.db, removal.userId, 'automatedFiling')) {
    await fileForms(fastify, removal.userId, [removal.id]);
  }
};

/**
 * The registry job classifies each broker's page with the runner's route rule (issue 30 item 1):
 * the runner stands in the registry's layer, so the rule comes down as a callback.
 */
export const classifyRouteOf =
  (options: { allowLoopback: boolean }): ClassifyRoute =>
  (page) =>
    classifyFetchedPage(page, options);

/**
 * The runner takes the Data Rights Protocol route by itself where the site speaks it (issue 30
 * item 2); the DRP module stands in the runner's layer, so its send comes down as a callback.
 */
export const drpRouteOf =
  (fastify: FastifyInstance, config: Config): DrpRoute =>
  async (userId, removalId, pageUrl) => {
    const answer = await sendWhereSpoken(drpDeps(fastify, config), userId, removalId, pageUrl);
    return answer.kind === 'sent' ? { kind: 'sent', exercise: answer.request.exercise } : answer;
  };

/**
 * Premium links name removals, which the requests module keeps, with its answer to whether
 * evidence backs a "removed" verdict (decision 061): a guarantee is met only by a proven removal.
 */
const findRemovalOf =
  (fastify: FastifyInstance): FindRemoval =>
  async (userId, removalId) => {
    const removal = await findRemoval(fastify.db, removalId, userId);
    if (!removal) return null;
    return { ...removal, hasRemovalEvidence: await hasVerdictEvidence(fastify.db, removal.id) };
  };

/** A change of plan checks the member's profiles against the new plan's number (decision 082). */
const countProfilesOf =
  (fastify: FastifyInstance): CountProfiles =>
  (userId) =>
    countProfiles(fastify.db, userId);

/** What the membership routes need from modules above them: premium links' removals, the profile count. */
export const membershipCallbacks = (fastify: FastifyInstance) => ({
  findRemoval: findRemovalOf(fastify),
  countProfiles: countProfilesOf(fastify),
});

/** A free assessment's lead is claimed at sign-up and becomes the first scan once the email is verified. */
export function signUpFollowUps(fastify: FastifyInstance): SignUpFollowUps {
  return {
    onSignUp: async ({ userId, email, leadToken, cookieHeader }) => {
      const token = leadToken ?? readLeadCookie(cookieHeader);
      if (token) await claimLead(fastify.db, token, userId, email);
    },
    onEmailVerified: async (userId) => {
      await convertClaimedLeads(fastify.db, userId);
    },
  };
}
