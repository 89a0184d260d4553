import { differenceInCalendarDays, parseISO } from 'date-fns';
import { BRAND } from '@cleardocket/domain/brand';
import { appearanceStatus, goneEverywhere } from '@cleardocket/domain/court-records/appearance';
import { caseNumberKey, mentionsCaseNumber } from '@cleardocket/domain/court-records/case-number';
import type {
  CaseBody,
  CourtCase,
  EligibilityAnswers,
  EligibilityOutcome,
} from '@cleardocket/domain/court-records/contract';
import { checkEligibility, ELIGIBILITY_STATES } from '@cleardocket/domain/court-records/eligibility/index';
import {
  ORDER_MAX_BYTES,
  ORDER_MESSAGES,
  orderFileExtension,
  sniffOrderFile,
} from '@cleardocket/domain/court-records/file-type';
import { orderLetterFor } from '@cleardocket/domain/court-records/order-letters';
import {
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
import type { BlobStore } from '../../providers/blob-store/types';
import type { MailTransport } from '../../providers/messaging/transports';
import { recordAdminAction } from '../audit/service';
import { notify } from '../notifications/service';
import type { NotifyDeps } from '../notifications/service';
import { findProfile } from '../protected-profiles/service';
import { createFromCourtOrder } from '../requests/service';
import { findResults } from '../search/service';
import { renderPetitionPacket } from './pdf';
import * as repository from './repository';
import type { AttorneyRow, CaseRow, DocumentRow, ReferralRow } from './repository';
import { attorneyLinkValid, signAttorneyLink } from './signed-link';
import { utcDay } from '@cleardocket/domain/dates';

/** What the court-records feature needs from the app: routes pass `fastify` and the public URL. */
export type CourtDeps = NotifyDeps & { blobs: BlobStore; mail: MailTransport; publicUrl: string };

const todayUtc = (now = new Date()) => utcDay(now);

/* Eligibility (the rules are the domain's: court-records/eligibility) */

export const eligibilityStates = () => ({ states: [...ELIGIBILITY_STATES] });

/** Runs the domain's rules for today and adds the days left of any wait. */
export function runCheck(input: EligibilityAnswers, now = new Date()): EligibilityOutcome {
  const today = todayUtc(now);
  const result = checkEligibility(input, today);
  const waitingDaysLeft = result.waitingPeriodEnds
    ? Math.max(0, differenceInCalendarDays(parseISO(result.waitingPeriodEnds), parseISO(today)))
    : null;
  return { ...result, waitingDaysLeft, checkedOn: today };
}

/* Cases */

const notFound = (what = 'That case'): never => {
  throw new AppError('not_found', `${what} was not found.`, 404);
};

async function ownCase(db: Db, userId: string, caseId: string): Promise<CaseRow> {
  return (await repository.findCase(db, userId, caseId)) ?? notFound();
}

/**
 * Links the member's findings that name the case number (in the title, the snippet, or as the
 * term of a case search) to the case. Returns how many are linked now.
 */
async function linkByCaseNumber(db: Db, row: CaseRow): Promise<void> {
  const texts = await repository.findingTexts(db, row.userId);
  const matching = texts.filter(
    (finding) =>
      (finding.searchType === 'case' && caseNumberKey(finding.searchTerm) === row.caseKey) ||
      mentionsCaseNumber(`${finding.title}\n${finding.snippet}\n${finding.url}`, row.caseNumber),
  );
  await repository.linkFindings(
    db,
    matching.map((finding) => ({ caseId: row.id, resultId: finding.id, userId: row.userId, linkedBy: 'case-number' })),
  );
}

export async function createCase(db: Db, userId: string, body: CaseBody): Promise<CourtCase> {
  if (body.protectedProfileId) {
    const profile = await findProfile(db, userId, body.protectedProfileId);
    if (!profile) notFound('That profile');
  }
  const caseKey = caseNumberKey(body.caseNumber);
  if (caseKey.length < 3) throw new AppError('validation_failed', 'Enter the case number as the court wrote it.', 400);
  const row = await repository.insertCase(db, {
    userId,
    caseKey,
    caseNumber: body.caseNumber,
    caption: body.caption,
    court: body.court,
    state: body.state,
    caseType: body.caseType,
    protectedProfileId: body.protectedProfileId ?? null,
  });
  if (!row) throw new AppError('conflict', 'You already added a case with this number.', 409);
  await linkByCaseNumber(db, row);
  return caseView(db, row);
}

export async function listCases(db: Db, userId: string) {
  const rows = await repository.listCases(db, userId);
  const counts = new Map(
    (
      await repository.countAppearances(
        db,
        rows.map((row) => row.id),
      )
    ).map((c) => [c.caseId, c.count]),
  );
  const cases = [];
  for (const row of rows) {
    const appearances = await appearancesWithStatus(db, row);
    cases.push({
      ...summary(row),
      appearances: counts.get(row.id) ?? 0,
      goneEverywhere: goneEverywhere(appearances.map((appearance) => appearance.status)),
    });
  }
  return { cases };
}

export async function getCase(db: Db, userId: string, caseId: string): Promise<CourtCase> {
  const row = await ownCase(db, userId, caseId);
  await linkByCaseNumber(db, row);
  return caseView(db, row);
}

/** The member links findings to the case by hand (a page that does not print the number). */
export async function linkFindings(db: Db, userId: string, caseId: string, resultIds: string[]): Promise<CourtCase> {
  const row = await ownCase(db, userId, caseId);
  const results = await findResults(db, userId, resultIds);
  if (results.length !== new Set(resultIds).size) notFound('One of those findings');
  await repository.linkFindings(
    db,
    results.map((result) => ({ caseId: row.id, resultId: result.id, userId, linkedBy: 'member' })),
  );
  return caseView(db, row);
}

/** Runs the pre-check for the case and keeps its answers and result with the case. */
export async function checkCase(db: Db, userId: string, caseId: string, input: EligibilityAnswers) {
  const row = await ownCase(db, userId, caseId);
  if (input.state !== row.state || input.caseType !== row.caseType) {
    throw new AppError('validation_failed', 'The state and case type must be the case’s own.', 400);
  }
  const result = runCheck(input);
  const updated = await repository.updateCase(db, row.id, {
    eligibilityInput: input,
    eligibilityResult: result,
    checkedAt: new Date(),
  });
  return caseView(db, updated);
}

function summary(row: CaseRow) {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    caption: row.caption,
    court: row.court,
    state: row.state,
    caseType: row.caseType,
    protectedProfileId: row.protectedProfileId,
    createdAt: row.createdAt,
  };
}

async function appearancesWithStatus(db: Db, row: CaseRow) {
  const pages = await repository.appearancesOf(db, row.id);
  const removals = await repository.removalsOfResults(
    db,
    row.userId,
    pages.map((page) => page.resultId),
  );
  return pages.map((page) => {
    const own = removals
      .filter((removal) => removal.resultId === page.resultId)
      .map((removal) => ({
        id: removal.id,
        reference: removal.reference,
        siteName: removal.siteName,
        domain: removal.domain,
        method: removal.method,
        status: removal.status,
        fromOrder: removal.criteria['courtCaseId'] === row.id,
      }));
    return { ...page, status: appearanceStatus(own), removals: own };
  });
}

const documentUrl = (doc: DocumentRow) => `/api/court-records/cases/${doc.caseId}/documents/${doc.id}`;

function toDocument(doc: DocumentRow) {
  return {
    id: doc.id,
    kind: doc.kind,
    contentType: doc.contentType,
    size: doc.size,
    sha256: doc.sha256,
    uploadedBy: doc.uploadedBy,
    createdAt: doc.createdAt,
    url: documentUrl(doc),
  };
}

async function referralViews(db: Db, referrals: ReferralRow[]) {
  const events = await repository.eventsOfReferrals(
    db,
    referrals.map((referral) => referral.id),
  );
  const attorneys = new Map<string, AttorneyRow | undefined>();
  for (const referral of referrals) {
    if (!attorneys.has(referral.attorneyId))
      attorneys.set(referral.attorneyId, await repository.findAttorney(db, referral.attorneyId));
  }
  return referrals.map((referral) => {
    const attorney = attorneys.get(referral.attorneyId);
    return {
      id: referral.id,
      caseId: referral.caseId,
      attorney: { id: referral.attorneyId, name: attorney?.name ?? 'Attorney', firm: attorney?.firm ?? null },
      status: referral.status,
      consentText: referral.consentText,
      consentVersion: referral.consentVersion,
      consentedAt: referral.consentedAt,
      events: events
        .filter((event) => event.referralId === referral.id)
        .map(({ status, actor, note, createdAt }) => ({ status, actor, note, createdAt })),
      createdAt: referral.createdAt,
    };
  });
}

async function caseView(db: Db, row: CaseRow): Promise<CourtCase> {
  const appearances = await appearancesWithStatus(db, row);
  const [referrals, documents] = await Promise.all([
    repository.referralsOfCase(db, row.id),
    repository.documentsOf(db, row.id),
  ]);
  return {
    ...summary(row),
    createdAt: row.createdAt.toISOString(),
    eligibility:
      row.eligibilityInput && row.eligibilityResult
        ? { input: row.eligibilityInput, result: row.eligibilityResult }
        : null,
    appearances: appearances.map((page) => ({ ...page, firstSeenAt: page.firstSeenAt.toISOString() })),
    goneEverywhere: goneEverywhere(appearances.map((appearance) => appearance.status)),
    referrals: (await referralViews(db, referrals)).map((referral) => ({
      ...referral,
      consentedAt: referral.consentedAt.toISOString(),
      createdAt: referral.createdAt.toISOString(),
      events: referral.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    })),
    documents: documents.map((doc) => ({ ...toDocument(doc), createdAt: doc.createdAt.toISOString() })),
  };
}

/* Partner attorneys */

type AttorneyInput = {
  name: string;
  firm?: string | null;
  email: string;
  phone?: string | null;
  states: string[];
  practiceAreas: string[];
  fees: string;
  languages: string[];
  capacity: number;
  active: boolean;
};

async function openCounts(db: Db) {
  return new Map((await repository.openReferralCounts(db)).map((row) => [row.attorneyId, row.count]));
}

function toPublicAttorney(row: AttorneyRow, open: number) {
  return {
    id: row.id,
    name: row.name,
    firm: row.firm,
    states: row.states,
    practiceAreas: row.practiceAreas,
    fees: row.fees,
    languages: row.languages,
    acceptingReferrals: row.active && open < row.capacity,
  };
}

function toAdminAttorney(row: AttorneyRow, open: number) {
  return {
    ...toPublicAttorney(row, open),
    email: row.email,
    phone: row.phone,
    capacity: row.capacity,
    active: row.active,
    openReferrals: open,
  };
}

/** Active partner attorneys, those for the state only when one is given. */
export async function memberAttorneys(db: Db, state?: string) {
  const open = await openCounts(db);
  const rows = (await repository.listAttorneys(db, { activeOnly: true })).filter(
    (row) => !state || row.states.includes(state),
  );
  return { attorneys: rows.map((row) => toPublicAttorney(row, open.get(row.id) ?? 0)) };
}

export async function adminAttorneys(db: Db) {
  const open = await openCounts(db);
  return {
    attorneys: (await repository.listAttorneys(db, { activeOnly: false })).map((row) =>
      toAdminAttorney(row, open.get(row.id) ?? 0),
    ),
  };
}

const attorneyValues = (input: AttorneyInput) => ({
  name: input.name,
  firm: input.firm ?? null,
  email: input.email.toLowerCase(),
  phone: input.phone ?? null,
  states: [...new Set(input.states)],
  practiceAreas: input.practiceAreas,
  fees: input.fees,
  languages: input.languages,
  capacity: input.capacity,
  active: input.active,
});

export async function addAttorney(db: Db, input: AttorneyInput) {
  const row = await repository.insertAttorney(db, attorneyValues(input));
  return { attorney: toAdminAttorney(row, 0) };
}

export async function changeAttorney(db: Db, id: string, input: AttorneyInput) {
  const row = (await repository.updateAttorney(db, id, attorneyValues(input))) ?? notFound('That attorney');
  return { attorney: toAdminAttorney(row, (await openCounts(db)).get(id) ?? 0) };
}

/* Referrals */

export async function consentFor(db: Db, attorneyId: string) {
  const attorney = await repository.findAttorney(db, attorneyId);
  if (!attorney?.active) notFound('That attorney');
  return {
    text: referralConsentText(attorneyLabel(attorney as AttorneyRow)),
    version: REFERRAL_CONSENT_VERSION,
    sharedFacts: [...REFERRAL_SHARED_FACTS],
  };
}

const attorneyLabel = (attorney: Pick<AttorneyRow, 'name' | 'firm'>) =>
  attorney.firm ? `${attorney.name} (${attorney.firm})` : attorney.name;

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
  const attorney = await repository.findAttorney(deps.db, body.attorneyId);
  if (!attorney?.active) notFound('That attorney');
  const chosen = attorney as AttorneyRow;
  if (!chosen.states.includes(row.state)) {
    throw new AppError(
      'validation_failed',
      `${chosen.name} does not take cases in ${row.state}. Choose another attorney.`,
      400,
    );
  }
  const open = (await openCounts(deps.db)).get(chosen.id) ?? 0;
  if (open >= chosen.capacity) {
    throw new AppError(
      'conflict',
      `${chosen.name} is not taking new referrals right now. Choose another attorney.`,
      409,
    );
  }
  if (body.consentVersion !== REFERRAL_CONSENT_VERSION) {
    throw new AppError('conflict', 'The consent text has changed since you read it. Read it again, then agree.', 409);
  }
  const consentedAt = new Date();
  const referral = await deps.db.transaction(async (tx) => {
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

  const packet = await writePetition(deps, row, 'system');
  const link = await signAttorneyLink(deps.db, referral.id);
  const member = await repository.memberContact(deps.db, userId);
  const view = await caseView(deps.db, row);
  await deps.mail.send({
    to: chosen.email,
    subject: `${BRAND.name} referral: ${row.caption} (${row.caseNumber}, ${row.state})`,
    text: [
      `Hello ${chosen.name},`,
      '',
      `${member?.name ?? 'A member'} asked ${BRAND.name} to refer their case to you and agreed to share these facts with you.`,
      '',
      `Name: ${member?.name ?? ''}`,
      `Email: ${member?.email ?? ''}`,
      `Phone: ${member?.phone ?? 'not given'}`,
      `Case: ${row.caption}, case number ${row.caseNumber}`,
      `Court: ${row.court} (${row.state})`,
      `Eligibility check: ${view.eligibility ? `${view.eligibility.result.likelihood} (${view.eligibility.result.statutes.map((s) => s.citation).join('; ') || 'no statute cited'})` : 'not run'}`,
      `Pages where the case appears online: ${view.appearances.length}`,
      '',
      'The petition packet (case facts, eligibility reasoning with statutes, the pages online, the petition fields) is attached.',
      '',
      `Record each step (contacted, consultation, petition filed, granted, denied) and upload the order here, without an account (the link works for 30 days):`,
      `${deps.publicUrl}${paths.attorneyReferral.getHref(referral.id, link)}`,
    ].join('\n'),
    attachments: [
      { filename: `petition-packet-${row.caseKey}.pdf`, contentType: 'application/pdf', content: packet.bytes },
    ],
  });
  await notify(deps, userId, 'request-updates', {
    title: 'Referral sent',
    message: `We sent your case ${row.caseNumber} to ${attorneyLabel(chosen)}. They will contact you.`,
    type: 'info',
    link: paths.dashboardCourtCase.getHref(row.id),
  });
  const [view2] = await referralViews(deps.db, [referral]);
  return view2 ?? notFound('That referral');
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
    referrals: views.map((view, index) => ({
      ...view,
      memberEmail: rows[index]?.memberEmail ?? '',
      caseNumber: rows[index]?.caseNumber ?? '',
      caption: rows[index]?.caption ?? '',
    })),
  };
}

/** The attorney's view through the signed link: refused when tampered with or expired. */
export async function referralByLink(db: Db, referralId: string, link: { expires: number; sig: string }) {
  const verdict = await attorneyLinkValid(db, referralId, link);
  if (verdict === 'expired') {
    throw new AppError('link_expired', 'This link has expired. Ask ClearDocket for a new one.', 410);
  }
  if (verdict === 'invalid') throw new AppError('not_found', 'This link is not valid.', 404);
  const referral = (await repository.findReferral(db, referralId)) ?? notFound('That referral');
  return referral;
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

/* Documents: the petition packet and orders */

async function writePetition(deps: Pick<CourtDeps, 'db' | 'blobs'>, row: CaseRow, by: 'member' | 'system') {
  const view = await caseView(deps.db, row);
  const member = await repository.memberContact(deps.db, row.userId);
  const business = row.protectedProfileId ? await findProfile(deps.db, row.userId, row.protectedProfileId) : null;
  const input = view.eligibility?.input ?? null;
  const result = view.eligibility?.result ?? null;
  const petitioner = business?.companyName || member?.name || '';
  const statute = result?.statutes[0]?.citation ?? '';
  const facts: [string, string][] = input
    ? [
        ['Charge level', input.chargeLevel ?? 'not a criminal case'],
        ['Offence category', input.offenceCategory ?? 'not a criminal case'],
        ['Disposition', input.disposition.replace(/_/g, ' ')],
        ['Offence date', input.offenceDate ?? 'not given'],
        ['Disposition date', input.dispositionDate],
        ['Sentence completed', input.sentenceCompletedDate ?? 'no sentence, or not completed'],
        ['Other cases pending', input.otherCases.pending ? 'yes' : 'no'],
        ['Later convictions', input.otherCases.laterConvictionDates.join(', ') || 'none'],
      ]
    : [];
  const bytes = await renderPetitionPacket({
    generatedAt: new Date(),
    member: { name: petitioner, email: member?.email ?? '', phone: member?.phone ?? null },
    case: {
      caseNumber: row.caseNumber,
      caption: row.caption,
      court: row.court,
      state: row.state,
      caseType: row.caseType,
    },
    eligibility: result
      ? {
          likelihood: result.likelihood,
          remedy: result.remedy,
          waitingPeriodEnds: result.waitingPeriodEnds,
          automatic: result.automatic.text,
          reasons: result.reasons,
          statutes: result.statutes,
          notLegalAdvice: result.notLegalAdvice,
        }
      : null,
    facts,
    appearances: view.appearances.map((page) => ({
      url: page.url,
      title: page.title,
      site: page.siteName ?? new URL(page.url).hostname,
      firstSeen: page.firstSeenAt.slice(0, 10),
      status: page.status.replace(/_/g, ' '),
    })),
    formFields: [
      ['Court', row.court],
      ['Case number', row.caseNumber],
      ['Caption', row.caption],
      ['Petitioner (full legal name)', petitioner],
      ['Date of birth', ''],
      ['Address', ''],
      ['Offence or claim', input?.offenceCategory?.replace(/_/g, ' ') ?? ''],
      ['Date of offence', input?.offenceDate ?? ''],
      ['Disposition and its date', input ? `${input.disposition.replace(/_/g, ' ')}, ${input.dispositionDate}` : ''],
      ['Sentence completed on', input?.sentenceCompletedDate ?? ''],
      ['Relief asked', result && result.remedy !== 'none' ? result.remedy.replace(/_/g, ' ') : ''],
      ['Statute relied on', statute],
      ['Other pending cases', input ? (input.otherCases.pending ? 'yes' : 'none') : ''],
    ],
  });
  const blob = await deps.blobs.put(bytes);
  const doc = await repository.insertDocument(deps.db, {
    userId: row.userId,
    caseId: row.id,
    kind: 'petition_packet',
    contentType: 'application/pdf',
    size: blob.size,
    sha256: blob.sha256,
    uploadedBy: by,
  });
  return { doc, bytes };
}

export async function generatePetition(deps: Pick<CourtDeps, 'db' | 'blobs'>, userId: string, caseId: string) {
  const row = await ownCase(deps.db, userId, caseId);
  const { doc } = await writePetition(deps, row, 'member');
  return { document: toDocument(doc) };
}

export async function documentFile(db: Db, blobs: BlobStore, userId: string, caseId: string, documentId: string) {
  const row = await ownCase(db, userId, caseId);
  const doc = await repository.findDocument(db, row.id, documentId);
  const bytes = doc ? await blobs.get(doc.sha256) : null;
  if (!doc || !bytes) notFound('That document');
  const file = doc as DocumentRow;
  return {
    bytes: bytes as Buffer,
    contentType: file.contentType,
    filename: `${file.kind.replace('_', '-')}-${row.caseKey}.${orderFileExtension(file.contentType)}`,
    sha256: file.sha256,
  };
}

/**
 * A member's court order, read by an operator who sends it by hand with the letter of a removal
 * it opened (issue 15); the read is audited. Only orders: a petition packet is not theirs to read.
 */
export async function operatorOrderFile(db: Db, blobs: BlobStore, adminId: string, documentId: string) {
  const doc = await repository.findOrderDocument(db, documentId);
  const bytes = doc ? await blobs.get(doc.sha256) : null;
  if (!doc || !bytes) return notFound('That court order');
  await recordAdminAction(db, { adminId, memberId: doc.userId, action: 'read-court-order', details: { documentId } });
  const filename = `court-order.${orderFileExtension(doc.contentType)}`;
  return { bytes, contentType: doc.contentType, filename, sha256: doc.sha256 };
}

type OrderMeta = { kind: 'sealing' | 'expungement' | 'dismissal'; orderedOn?: string | undefined };

/** Checks an uploaded order by its content: nothing is stored unless it is a PDF, PNG or JPEG up to 10 MB. */
function checkOrderFile(bytes: Buffer) {
  if (bytes.length === 0) throw new AppError('validation_failed', ORDER_MESSAGES.empty, 400);
  if (bytes.length > ORDER_MAX_BYTES) throw new AppError('payload_too_large', ORDER_MESSAGES.tooLarge, 413);
  const type = sniffOrderFile(bytes);
  if (!type) throw new AppError('unsupported_file', ORDER_MESSAGES.wrongType, 415);
  return type;
}

/**
 * The court's order, uploaded by the member or the attorney: checked by content, stored with its
 * SHA-256, and then a removal request opened for every page of the case (issue 15 Deliver 5).
 * A dismissal order is for civil cases and businesses' lawsuits.
 */
async function fileOrder(
  deps: CourtDeps,
  row: CaseRow,
  bytes: Buffer,
  meta: OrderMeta,
  by: { kind: 'member' | 'attorney'; referralId?: string },
) {
  const type = checkOrderFile(bytes);
  if (meta.kind === 'dismissal' && row.caseType === 'criminal') {
    throw new AppError('validation_failed', 'For a criminal case, upload the sealing or expungement order.', 400);
  }
  const blob = await deps.blobs.put(bytes);
  const doc = await repository.insertDocument(deps.db, {
    userId: row.userId,
    caseId: row.id,
    kind: 'order',
    contentType: type.mime,
    size: blob.size,
    sha256: blob.sha256,
    uploadedBy: by.kind,
    referralId: by.referralId ?? null,
    orderKind: meta.kind,
    orderedOn: meta.orderedOn ?? null,
  });
  const opened = await openRemovals(deps, row, doc);
  await notify(deps, row.userId, 'request-updates', {
    title: 'Court order on file',
    message: `The order for case ${row.caseNumber} is on file. We opened ${opened} removal request${opened === 1 ? '' : 's'} for the pages that show the case.`,
    type: 'success',
    link: paths.dashboardCourtCase.getHref(row.id),
  });
  return { document: toDocument(doc), removalsOpened: opened };
}

export async function memberFilesOrder(
  deps: CourtDeps,
  userId: string,
  caseId: string,
  bytes: Buffer,
  meta: OrderMeta,
) {
  return fileOrder(deps, await ownCase(deps.db, userId, caseId), bytes, meta, { kind: 'member' });
}

export async function attorneyFilesOrder(deps: CourtDeps, referral: ReferralRow, bytes: Buffer, meta: OrderMeta) {
  const row = (await repository.findCaseById(deps.db, referral.caseId)) ?? notFound();
  return fileOrder(deps, row, bytes, meta, { kind: 'attorney', referralId: referral.id });
}

/** Every page of the case without a removal opened by an order yet gets one per site and Google. */
async function openRemovals(deps: CourtDeps, row: CaseRow, doc: DocumentRow): Promise<number> {
  const pages = await appearancesWithStatus(deps.db, row);
  const waiting = pages.filter(
    (page) => page.status !== 'removed' && !page.removals.some((removal) => removal.fromOrder),
  );
  if (waiting.length === 0) return 0;
  const member = await repository.memberContact(deps.db, row.userId);
  const business = row.protectedProfileId ? await findProfile(deps.db, row.userId, row.protectedProfileId) : null;
  const memberName = business?.companyName || member?.name || 'our client';
  const created = await createFromCourtOrder(
    deps,
    row.userId,
    waiting.map((page) => page.resultId),
    { caseId: row.id, documentId: doc.id, sha256: doc.sha256, contentType: doc.contentType },
    (removal) =>
      orderLetterFor(
        {
          memberName,
          siteName: removal.siteName ?? removal.domain,
          siteCategory: removal.category,
          url: removal.url,
          reference: removal.reference,
          agentName: BRAND.name,
          date: new Date(),
          order: {
            kind: doc.orderKind ?? 'sealing',
            court: row.court,
            caseNumber: row.caseNumber,
            caption: row.caption,
            orderedOn: doc.orderedOn,
          },
        },
        removal.target,
      ),
  );
  return created.reduce((sum, takedown) => sum + takedown.removals.length, 0);
}

/** The member's court documents' blobs (petition packets, orders), for account deletion. */
export const courtDocumentBlobsOf = (db: Db, userId: string) => repository.documentBlobsOf(db, userId);

/** Which of these blobs some court document still names. */
export const referencedCourtDocumentBlobs = (db: Db, hashes: string[]) =>
  repository.referencedDocumentBlobs(db, hashes);
