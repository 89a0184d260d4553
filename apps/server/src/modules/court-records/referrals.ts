import { BRAND } from '@cleardocket/domain/brand';
import {
  ATTORNEY_LINK_DAYS,
  canMoveReferral,
  REFERRAL_CONSENT_VERSION,
  REFERRAL_SHARED_FACTS,
  REFERRAL_STATUS_LABELS,
  referralConsentText,
  referralMoveError,
} from '@cleardocket/domain/court-records/referrals';
import type { ReferralStatus } from '@cleardocket/domain/court-records/referrals';
import { paths } from '@cleardocket/domain/paths';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { greet } from '../../lib/email/content';
import { renderEmail } from '../../lib/email/render-email';
import { notify } from '../notifications/service';
import { attorneyLabel, openCounts } from './attorneys';
import { caseView, notFound, ownCase } from './case-view';
import type { CourtDeps } from './deps';
import { writePetition } from './petition';
import { referralViews } from './referral-view';
import * as repository from './repository';
import type { AttorneyRow, CaseRow, ReferralRow } from './repository';
import { signAttorneyLink } from './signed-link';

/* Referrals: the member's consent, the attorney's packet, the steps to an outcome */

export async function consentFor(db: Db, attorneyId: string) {
  const attorney = await repository.findAttorney(db, attorneyId);
  if (!attorney?.active) notFound('That attorney');
  return {
    text: referralConsentText(attorneyLabel(attorney as AttorneyRow)),
    version: REFERRAL_CONSENT_VERSION,
    sharedFacts: [...REFERRAL_SHARED_FACTS],
  };
}

/** The attorney the member chose, if they take cases in the case's state and have room. */
async function chooseAttorney(db: Db, row: CaseRow, attorneyId: string): Promise<AttorneyRow> {
  const attorney = await repository.findAttorney(db, attorneyId);
  if (!attorney?.active) notFound('That attorney');
  const chosen = attorney as AttorneyRow;
  if (!chosen.states.includes(row.state)) {
    throw new AppError(
      'validation_failed',
      `${chosen.name} does not take cases in ${row.state}. Choose another attorney.`,
      400,
    );
  }
  const open = (await openCounts(db)).get(chosen.id) ?? 0;
  if (open >= chosen.capacity) {
    throw new AppError(
      'conflict',
      `${chosen.name} is not taking new referrals right now. Choose another attorney.`,
      409,
    );
  }
  return chosen;
}

/** The referral with the consent the member gave (its text, version, time and address) and its first step. */
async function recordReferral(db: Db, userId: string, row: CaseRow, chosen: AttorneyRow, ip: string | null) {
  const consentedAt = new Date();
  return db.transaction(async (tx) => {
    const created = await repository.insertReferral(tx, {
      userId,
      caseId: row.id,
      attorneyId: chosen.id,
      status: 'sent',
      consentText: referralConsentText(attorneyLabel(chosen)),
      consentVersion: REFERRAL_CONSENT_VERSION,
      consentedAt,
      consentIp: ip,
    });
    await repository.insertReferralEvent(tx, {
      referralId: created.id,
      status: 'sent',
      actor: 'member',
      actorId: userId,
      note: null,
    });
    return created;
  });
}

/** Emails the attorney the referral packet: the facts the member agreed to share, the petition PDF, a signed link. */
async function mailReferralPacket(deps: CourtDeps, row: CaseRow, chosen: AttorneyRow, referral: ReferralRow) {
  const packet = await writePetition(deps, row, 'system');
  const link = await signAttorneyLink(deps.db, referral.id);
  const member = await repository.memberContact(deps.db, row.userId);
  const view = await caseView(deps.db, row);
  const eligibility = view.eligibility
    ? `${view.eligibility.result.likelihood} (${view.eligibility.result.statutes.map((s) => s.citation).join('; ') || 'no statute cited'})`
    : 'not run';
  const rendered = await renderEmail({
    preview: `${member?.name ?? 'A member'} asked ${BRAND.name} to refer their case to you`,
    heading: 'A case referred to you',
    greeting: greet(chosen.name),
    blocks: [
      {
        kind: 'paragraph',
        text: `${member?.name ?? 'A member'} asked ${BRAND.name} to refer their case to you and agreed to share these facts with you.`,
      },
      {
        kind: 'facts',
        items: [
          { label: 'Name', value: member?.name || 'not given' },
          { label: 'Email', value: member?.email || 'not given' },
          { label: 'Phone', value: member?.phone || 'not given' },
          { label: 'Case', value: `${row.caption}, case number ${row.caseNumber}` },
          { label: 'Court', value: `${row.court} (${row.state})` },
          { label: 'Eligibility check', value: eligibility },
          { label: 'Pages where the case appears online', value: String(view.appearances.length) },
        ],
      },
      {
        kind: 'paragraph',
        text: 'The petition packet (case facts, eligibility reasoning with statutes, the pages online, the petition fields) is attached.',
      },
      {
        kind: 'paragraph',
        text: `Record each step (contacted, consultation, petition filed, granted, denied) and upload the order without an account (the link works for ${ATTORNEY_LINK_DAYS} days):`,
      },
      {
        kind: 'action',
        label: 'Open the referral',
        url: `${deps.publicUrl}${paths.attorneyReferral.getHref(referral.id, link)}`,
      },
    ],
    footer: { reason: `You got this email because you are in the ${BRAND.name} attorney directory.` },
  });
  await deps.mail.send(
    {
      to: chosen.email,
      subject: `${BRAND.name} referral: ${row.caption} (${row.caseNumber}, ${row.state})`,
      ...rendered,
      attachments: [
        { filename: `petition-packet-${row.caseKey}.pdf`, contentType: 'application/pdf', content: packet.bytes },
      ],
    },
    { aboutUserId: row.userId },
  );
}

/**
 * The member asks a partner attorney for help: the attorney must take referrals in the case's state
 * and have room; the consent the member read (its version) is stored with its text and time. The
 * attorney is emailed the referral packet (the facts, the petition packet PDF, a signed link).
 */
export async function refer(
  deps: CourtDeps,
  userId: string,
  caseId: string,
  body: { attorneyId: string; consentVersion: string },
  ip: string | null,
) {
  const row = await ownCase(deps.db, userId, caseId);
  const chosen = await chooseAttorney(deps.db, row, body.attorneyId);
  if (body.consentVersion !== REFERRAL_CONSENT_VERSION) {
    throw new AppError('conflict', 'The consent text has changed since you read it. Read it again, then agree.', 409);
  }
  const referral = await recordReferral(deps.db, userId, row, chosen, ip);
  await mailReferralPacket(deps, row, chosen, referral);
  await notify(deps, userId, 'request-updates', {
    title: 'Referral sent',
    message: `We sent your case ${row.caseNumber} to ${attorneyLabel(chosen)}. They will contact you.`,
    type: 'info',
    link: paths.dashboardCourtCase.getHref(row.id),
  });
  const [view] = await referralViews(deps.db, [referral]);
  return view ?? notFound('That referral');
}

/**
 * A step of a referral, set by an operator or by the attorney (signed link): forward only (domain
 * canMoveReferral), kept with its note, and the member notified with the new step. When the
 * attorney is sent a new step's email, a fresh link goes with it.
 */
export async function moveReferral(
  deps: CourtDeps,
  actor: { kind: 'operator' | 'attorney'; id: string | null },
  referralId: string,
  status: ReferralStatus,
  note: string | null,
) {
  const referral = await deps.db.transaction(async (tx) => {
    const current = (await repository.lockReferral(tx, referralId)) ?? notFound('That referral');
    if (!canMoveReferral(current.status, status)) {
      throw new AppError('conflict', referralMoveError(current.status, status), 409);
    }
    await repository.setReferralStatus(tx, current.id, status);
    await repository.insertReferralEvent(tx, {
      referralId: current.id,
      status,
      actor: actor.kind,
      actorId: actor.id,
      note,
    });
    return { ...current, status };
  });
  const row = await repository.findCaseById(deps.db, referral.caseId);
  const granted = status === 'granted';
  await notify(deps, referral.userId, 'request-updates', {
    title: REFERRAL_STATUS_LABELS[status],
    message: `${row ? `Case ${row.caseNumber}: ` : ''}${REFERRAL_STATUS_LABELS[status]}.${note ? ` ${note}` : ''}${granted ? ' Upload the order on the case page and we take the case off the web.' : ''}`,
    type: granted ? 'success' : status === 'denied' ? 'warning' : 'info',
    link: paths.dashboardCourtCase.getHref(referral.caseId),
  });
  const [view] = await referralViews(deps.db, [referral]);
  return view ?? notFound('That referral');
}

export async function adminReferrals(db: Db) {
  const rows = await repository.listAllReferrals(db, 200);
  const views = await referralViews(
    db,
    rows.map((row) => row.referral),
  );
  return {
    /** The members the list shows (its read is audited by them), not part of the answer. */
    memberIds: rows.map((row) => row.referral.userId),
    referrals: views.map((view, index) => ({
      ...view,
      memberEmail: rows[index]?.memberEmail ?? '',
      caseNumber: rows[index]?.caseNumber ?? '',
      caption: rows[index]?.caption ?? '',
    })),
  };
}

export async function attorneyView(db: Db, referral: ReferralRow) {
  const row = (await repository.findCaseById(db, referral.caseId)) ?? notFound();
  const member = await repository.memberContact(db, referral.userId);
  const [view] = await referralViews(db, [referral]);
  return {
    referral: view ?? notFound('That referral'),
    member: { name: member?.name ?? '', email: member?.email ?? '', phone: member?.phone ?? null },
    case: await caseView(db, row),
  };
}
