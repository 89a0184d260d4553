import { randomBytes } from 'node:crypto';
import { exerciseMessage, pairwiseSetupMessage } from '@cleardocket/domain/drp/claims';
import type { MemberClaims } from '@cleardocket/domain/drp/claims';
import { supportedExercises } from '@cleardocket/domain/drp/protocol';
import type { DrpBusiness, DrpVerification } from '@cleardocket/domain/drp/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Config } from '../../env';
import type { JobQueue } from '../../jobs/job-queue';
import type { EventBus } from '../../plugins/events';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import { findRemoval } from '../requests/service';
import type { RemovalRow } from '../requests/service';
import * as client from './client';
import { AGENT_ID, agentKeys } from './keys';
import * as repository from './repository';
import type { DrpBusinessRow, DrpRequestRow } from './repository';

export type { DrpRequestRow };
import { signMessage } from './signing';
import { applyStatus } from './status';

/**
 * ClearDocket as a DRP Authorized Agent (issue 30 item 3, docs/drp.md): discovery of a business,
 * pair-wise key set-up, a signed exercise request for a member's removal, and revoke. Status
 * answers (the exercise's reply, polls, callbacks) go through status.ts onto the request's timeline.
 */
export type DrpDeps = {
  db: Db;
  jobs: JobQueue;
  events: EventBus;
  blobs: BlobStore;
  http: client.DrpHttp;
  /** Where businesses send status callbacks: PUBLIC_URL. */
  publicUrl: string;
};

export const drpDeps = (app: Pick<FastifyInstance, 'db' | 'jobs' | 'events' | 'blobs'>, config: Config): DrpDeps => ({
  db: app.db,
  jobs: app.jobs,
  events: app.events,
  blobs: app.blobs,
  http: { allowLoopback: config.allowLoopbackFetch },
  publicUrl: config.publicUrl,
});

const OPEN_STATES = new Set(['open', 'in_progress']);

/**
 * The business behind a site, discovered and paired once; null when the site does not speak DRP.
 * Discovery is at the listing's origin, or at `origin` (the runner's: the site's request page).
 */
async function pairedBusiness(deps: DrpDeps, removal: RemovalRow, origin?: string): Promise<DrpBusinessRow | null> {
  // Keyed by the host (with its port): discovery is per origin.
  const site = new URL(origin ?? removal.url);
  const known = await repository.findBusiness(deps.db, site.host);
  if (known?.token) return known;
  const discovered: DrpBusiness | null = await client.discover(deps.http, site.origin);
  if (!discovered) return null;
  const keys = await agentKeys(deps.db);
  const setup = signMessage(
    keys.privateKey,
    pairwiseSetupMessage({ agentId: AGENT_ID, businessId: discovered.businessId, now: new Date() }),
  );
  const token = await client.pairwiseSetup(deps.http, discovered.apiBase, AGENT_ID, setup);
  return repository.saveBusiness(deps.db, {
    domain: site.host,
    businessId: discovered.businessId,
    name: discovered.name,
    apiBase: discovered.apiBase,
    actions: discovered.actions,
    verifications: discovered.verifications,
    token,
    tokenAt: new Date(),
    discoveredAt: new Date(),
  });
}

async function memberClaims(db: Db, userId: string): Promise<{ claims: MemberClaims; californian: boolean }> {
  const { account, place } = await repository.memberIdentity(db, userId);
  const name = account ? `${account.firstName} ${account.lastName}`.trim() : '';
  if (!account || !name)
    throw new AppError('conflict', 'Add your name to your account before we send a request for you.', 409);
  return {
    claims: {
      name,
      email: account.email,
      emailVerified: account.emailVerified,
      phone: account.phone,
      phoneVerified: account.phoneVerified,
      address: place
        ? { street: place.line1, city: place.city, state: place.state, postalCode: place.postalCode }
        : null,
    },
    californian: place?.state === 'CA',
  };
}

/** The member's removal, theirs, open and not already with a business through DRP. */
async function removalToSend(db: Db, userId: string, removalId: string): Promise<RemovalRow> {
  const removal = await findRemoval(db, removalId, userId);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  if (!['not-started', 'needs-escalation'].includes(removal.status)) {
    throw new AppError(
      'conflict',
      'This request has already been sent; it can be sent again only if it needs escalation.',
      409,
    );
  }
  const latest = await repository.latestOfRemoval(db, removal.id);
  if (latest && OPEN_STATES.has(latest.state)) {
    throw new AppError('conflict', 'A Data Rights Protocol request for this listing is still open.', 409);
  }
  if (!(await repository.hasActiveAuthorisation(db, userId))) {
    throw new AppError('conflict', 'Authorise ClearDocket to act as your agent before we send requests for you.', 409);
  }
  return removal;
}

/** Sends the member's deletion (or, where that is not offered, opt-out of sale) request. */
export async function sendRequest(
  deps: DrpDeps,
  userId: string,
  removalId: string,
  origin?: string,
): Promise<DrpRequestRow> {
  const removal = await removalToSend(deps.db, userId, removalId);
  const business = await pairedBusiness(deps, removal, origin);
  if (!business) throw new AppError('conflict', `${removal.domain} publishes no Data Rights Protocol endpoint.`, 409);
  const [exercise] = supportedExercises(business);
  if (!exercise)
    throw new AppError('conflict', `${removal.domain} takes no deletion or opt-out requests through DRP.`, 409);
  const { claims, californian } = await memberClaims(deps.db, userId);
  const callbackToken = randomBytes(24).toString('base64url');
  const keys = await agentKeys(deps.db);
  const message = exerciseMessage({
    agentId: AGENT_ID,
    businessId: business.businessId,
    now: new Date(),
    exercise,
    agentRequestId: removal.reference,
    callbackUrl: `${deps.publicUrl}/api/drp/status/${callbackToken}`,
    member: claims,
    verifications: business.verifications as DrpVerification[],
    regime: californian ? 'ccpa' : null,
  });
  const answer = await client.exercise(
    deps.http,
    business.apiBase,
    business.token ?? '',
    signMessage(keys.privateKey, message),
  );
  const row = await repository.insertRequest(deps.db, {
    userId,
    removalRequestId: removal.id,
    domain: business.domain,
    exercise,
    requestId: answer.status.request_id,
    callbackToken,
    state: 'new',
  });
  return applyStatus(deps, row, answer.status, {
    raw: answer.raw,
    source: `${business.apiBase}/v1/data-rights-request`,
  });
}

/** The member withdraws the request (2.04); the business answers with the `revoked` state. */
export async function revokeRequest(deps: DrpDeps, userId: string, removalId: string, reason: string | null) {
  const row = await repository.latestOfRemoval(deps.db, removalId, userId);
  if (!row || !OPEN_STATES.has(row.state))
    throw new AppError('not_found', 'No open Data Rights Protocol request for this listing.', 404);
  const business = await repository.findBusiness(deps.db, row.domain);
  if (!business?.token) throw new AppError('conflict', 'The business is no longer paired with us.', 409);
  const keys = await agentKeys(deps.db);
  const signed = signMessage(keys.privateKey, reason ? { reason } : {});
  const answer = await client.revoke(deps.http, business.apiBase, business.token, row.requestId, signed);
  return applyStatus(deps, row, answer.status, {
    raw: answer.raw,
    source: `${business.apiBase}/v1/data-rights-request/${row.requestId}`,
  });
}

/** The latest DRP request of the member's own removal; another member's removal is not found (404). */
export async function latestRequest(db: Db, userId: string, removalId: string) {
  if (!(await findRemoval(db, removalId, userId))) throw new AppError('not_found', 'Removal request not found', 404);
  return repository.latestOfRemoval(db, removalId, userId);
}

/** The start-up step of a SECRETS_KEY rotation for the pair-wise tokens (decision 075). */
export function resealPairwiseTokens(db: Db): Promise<number> {
  return repository.resealBusinessTokens(db);
}
