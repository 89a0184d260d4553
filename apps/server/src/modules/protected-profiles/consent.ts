import { createHash, randomBytes } from 'node:crypto';
import { addDays } from 'date-fns';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
import {
  CONSENT_LINK_DAYS,
  CONSENT_MESSAGES,
  attestationStatement,
  isConsentValid,
} from '@cleardocket/domain/protected-profiles/consent';
import type { ConsentRequest, ConsentStatus, ConsentWire } from '@cleardocket/domain/protected-profiles/consent';
import { profileLabel } from '@cleardocket/domain/protected-profiles/profiles';
import type { Db } from '../../db/database';
import { logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { renderEmail } from '../../lib/email/render-email';
import type { MailTransport } from '../../providers/messaging/transports';
import { recordAdminAction } from '../audit/service';
import * as consents from './consent-repository';
import type { ConsentRow } from './consent-repository';
import * as repository from './repository';

export type ConsentDeps = { db: Db; mail: MailTransport; publicUrl: string };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

function toConsent(profileId: string, row: ConsentRow | null): ConsentWire {
  return {
    profileId,
    status: row?.status ?? 'none',
    method: row?.method ?? null,
    role: row?.role ?? null,
    createdAt: row?.createdAt ?? null,
  };
}

async function otherProfile(db: Db, userId: string, profileId: string) {
  const profile = await repository.findProfile(db, userId, profileId);
  if (!profile || profile.kind === 'self') throw new AppError('not_found', 'Profile not found', 404);
  return profile;
}

/** The consent behind one of the member's profiles ("none" until asked for). */
export async function consentOf(db: Db, userId: string, profileId: string): Promise<ConsentWire> {
  await otherProfile(db, userId, profileId);
  return toConsent(profileId, await consents.latestConsent(db, userId, profileId));
}

/** The status that decides whether a profile may be searched; the member themself always may. */
export async function consentStatus(db: Db, userId: string, profileId: string): Promise<ConsentStatus> {
  return (await consents.latestConsent(db, userId, profileId))?.status ?? 'none';
}

/** Refuses a search for someone else without consent the product can verify (issue 32 item 4). */
export async function requireConsent(db: Db, userId: string, profileId: string): Promise<void> {
  if (!isConsentValid(await consentStatus(db, userId, profileId))) {
    throw new AppError('consent_required', CONSENT_MESSAGES.required, 403);
  }
}

/** Sends the person a confirmation link, or records the member's attested role. */
export async function requestConsent(
  deps: ConsentDeps,
  member: { id: string; email: string; firstName: string; lastName: string },
  profileId: string,
  input: ConsentRequest,
  now = new Date(),
): Promise<ConsentWire> {
  const profile = await otherProfile(deps.db, member.id, profileId);
  const label = profileLabel(profile);
  if (input.method === 'attestation') {
    if ((input.role === 'business-officer') !== (profile.kind === 'business')) {
      throw new AppError('validation_failed', CONSENT_MESSAGES.roleNotFor, 400);
    }
    const row = await consents.insertConsent(deps.db, {
      userId: member.id,
      profileId,
      method: 'attestation',
      role: input.role,
      statement: attestationStatement(input.role, label),
      status: 'attested',
      confirmedAt: now,
      createdAt: now,
    });
    await logUserActivity(deps.db, member.id, 'consent_attested', `Stated your role to act for ${label}`);
    return toConsent(profileId, row);
  }
  if (input.email === member.email.toLowerCase())
    throw new AppError('validation_failed', CONSENT_MESSAGES.ownEmail, 400);
  const token = randomBytes(32).toString('base64url');
  const row = await consents.insertConsent(deps.db, {
    userId: member.id,
    profileId,
    method: 'email-link',
    email: input.email,
    tokenHash: hash(token),
    status: 'pending',
    expiresAt: addDays(now, CONSENT_LINK_DAYS),
    createdAt: now,
  });
  const rendered = await renderEmail({
    preview: `${member.firstName} ${member.lastName} asked ${BRAND_NAME} to act for you`,
    heading: 'Please confirm a request about you',
    blocks: [
      {
        kind: 'paragraph',
        text: `${member.firstName} ${member.lastName} asked ${BRAND_NAME} to search for records about you (${label}) and to ask sites to remove them.`,
      },
      { kind: 'paragraph', text: `If you agree, confirm within ${CONSENT_LINK_DAYS} days:` },
      {
        kind: 'action',
        label: 'Answer the request',
        url: `${deps.publicUrl}${paths.profileConsent.getHref()}#${token}`,
      },
    ],
    footer: {
      reason: 'If you do not agree, ignore this email: nothing about you is searched without your confirmation.',
    },
  });
  await deps.mail.send(
    { to: input.email, subject: `${BRAND_NAME}: please confirm a request about you`, ...rendered },
    { aboutUserId: member.id },
  );
  return toConsent(profileId, row);
}

/** The person followed the link and agreed (or declined): the member's profile can be searched, or not. */
export async function answerConsentLink(db: Db, token: string, agree: boolean, now = new Date()): Promise<void> {
  const row = await consents.findPendingByToken(db, hash(token), now);
  if (!row) throw new AppError('not_found', CONSENT_MESSAGES.linkInvalid, 404);
  await consents.updateConsent(db, row.id, {
    status: agree ? 'confirmed' : 'rejected',
    tokenHash: null,
    confirmedAt: agree ? now : null,
  });
  const what = agree ? 'confirmed your request to act for them' : 'declined your request to act for them';
  await logUserActivity(db, row.userId, agree ? 'consent_confirmed' : 'consent_declined', `The person ${what}`);
}

/** Attested roles for the operators' review (the review itself is audited). */
export async function consentsForReview(db: Db) {
  const rows = await consents.listAttested(db, 200);
  return rows.map((row) => ({
    id: row.id,
    memberId: row.userId,
    profileId: row.profileId,
    role: row.role,
    statement: row.statement,
    status: row.status,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
  }));
}

/** An operator accepts an attested role, or rejects it: the profile then cannot be searched. */
export async function reviewConsent(
  db: Db,
  adminId: string,
  consentId: string,
  review: { decision: 'accept' | 'reject'; note: string },
  now = new Date(),
): Promise<void> {
  const row = await consents.findConsent(db, consentId);
  if (!row || row.method !== 'attestation') throw new AppError('not_found', 'Consent not found', 404);
  await consents.updateConsent(db, row.id, {
    status: review.decision === 'accept' ? 'attested' : 'rejected',
    reviewedBy: adminId,
    reviewedAt: now,
    reviewNote: review.note,
  });
  await recordAdminAction(db, {
    adminId,
    memberId: row.userId,
    action: review.decision === 'accept' ? 'consent-accepted' : 'consent-rejected',
    details: { consentId, note: review.note },
  });
}
