import { BRAND } from '@cleardocket/domain/brand';
import { contactRouteOf } from '@cleardocket/domain/requests/contact-route';
import type { Letter } from '@cleardocket/domain/requests/contract';
import { letterFor } from '@cleardocket/domain/requests/letters';
import { OPERATOR_METHODS } from '@cleardocket/domain/requests/methods';
import { findSite } from '@cleardocket/domain/search/sites';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import type { MailTransport } from '../../providers/messaging/transports';
import { memberFacts } from '../profile/service';
import * as repository from './repository';
import type { RemovalRow } from './repository';
import { queueDispatch } from './queue-service';
import { changeStatus } from './service';
import { sendEmailRemoval } from './letter-send';
import type { RequestDeps } from './service';

/** The letter for an email removal, as it will be (or was) sent. */
export async function letterPreview(db: Db, removal: RemovalRow) {
  if (removal.letterSubject && removal.letterBody) return { subject: removal.letterSubject, body: removal.letterBody };
  const { account: member, places } = await memberFacts(db, removal.userId);
  const letter = letterFor({
    memberName: member ? `${member.firstName} ${member.lastName}`.trim() : 'our client',
    memberState: places[0]?.state ?? null,
    siteName: removal.siteName ?? removal.domain,
    siteCategory: removal.category,
    url: removal.url,
    reference: removal.reference,
    agentName: BRAND.name,
    date: new Date(),
  });
  return { subject: letter.subject, body: letter.body };
}

/**
 * The letters of a request, as they will be (or were) sent, with where each goes: its email
 * removals' (the product sends them), and the letters stored on removals our team works by hand
 * (a court order's to a site with no removal address: the operator sends it through the site's own
 * contact route, contact-route.ts). The text is the stored one, as the domain wrote it.
 */
export async function lettersFor(db: Db, removals: RemovalRow[], orderDocumentId: string | null) {
  const letters: Letter[] = [];
  for (const removal of removals) {
    const sendTo = contactRouteOf(removal, findSite(removal.url));
    if (removal.method === 'email' && removal.optOutEmail) {
      const preview = await letterPreview(db, removal);
      letters.push({ removalId: removal.id, ...preview, sentBy: 'email', sendTo, orderDocumentId });
    } else if (OPERATOR_METHODS.includes(removal.method) && removal.letterSubject && removal.letterBody) {
      const { letterSubject: subject, letterBody: body } = removal;
      letters.push({ removalId: removal.id, subject, body, sentBy: 'team', sendTo, orderDocumentId });
    }
  }
  return letters;
}

/**
 * The member's explicit authorisation to email the letter on their behalf: recorded with the
 * letter text as authorised, on the timeline, and the letter queued for dispatch. Only email
 * removals with an address can be authorised.
 */
export async function authoriseEmail(
  deps: Pick<RequestDeps, 'db' | 'jobs'>,
  userId: string,
  removalId: string,
  edits: LetterEdits = {},
): Promise<RemovalRow> {
  const removal = await recordAuthorisation(deps.db, userId, removalId, edits);
  await queueDispatch(deps.jobs, removal.id);
  return removal;
}

/** The member's own wording of the letter, before its first send; a field left out keeps ours. */
export type LetterEdits = { subject?: string | undefined; body?: string | undefined };

async function recordAuthorisation(db: Db, userId: string, removalId: string, edits: LetterEdits): Promise<RemovalRow> {
  const removal = await repository.findRemoval(db, removalId, userId);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  if (removal.method !== 'email' || !removal.optOutEmail) {
    throw new AppError('validation_failed', 'This site does not take removal requests by email.', 400);
  }
  const edited = edits.subject !== undefined || edits.body !== undefined;
  if (removal.authorisedAt) {
    // The letter may be sent already: it is never changed after the member authorised it.
    if (edited) throw new AppError('conflict', 'This letter was already authorised; it can no longer be edited.', 409);
    return removal;
  }
  const preview = await letterPreview(db, removal);
  const letter = { subject: edits.subject?.trim() || preview.subject, body: edits.body?.trim() || preview.body };
  const changed = letter.subject !== preview.subject || letter.body !== preview.body;
  const updated = await repository.updateRemoval(db, removalId, {
    authorisedAt: new Date(),
    letterSubject: letter.subject,
    letterBody: letter.body,
  });
  await repository.insertEvent(db, {
    userId,
    removalRequestId: removalId,
    actor: 'member',
    actorId: userId,
    kind: 'authorised',
    note: `You authorised ${BRAND.name} to email ${removal.optOutEmail} on your behalf${changed ? ', with the letter as you edited it' : ''}.`,
  });
  return updated;
}

/**
 * "Queue automated removals" (spec §5): needs a request id and a non-empty list of websites;
 * each matching removal request becomes one job (one per removal, so a restart loses none and
 * a duplicate never runs twice at once).
 */
export async function queueAutomated(
  { db, jobs }: Pick<RequestDeps, 'db' | 'jobs'>,
  userId: string,
  takedownId: string | undefined,
  websites: string[],
): Promise<RemovalRow[]> {
  if (!takedownId) throw new AppError('validation_failed', 'A request id is required.', 400);
  if (websites.length === 0) throw new AppError('validation_failed', 'Choose at least one website.', 400);
  const takedown = await repository.findTakedown(db, userId, takedownId);
  if (!takedown) throw new AppError('not_found', 'Request not found', 404);
  const wanted = new Set(websites.map((site) => site.toLowerCase().replace(/^www\./, '')));
  const removals = (await repository.removalsOf(db, takedown.id)).filter(
    (removal) => wanted.has(removal.domain) || wanted.has(removal.id),
  );
  if (removals.length === 0)
    throw new AppError('validation_failed', 'None of those websites belong to this request.', 400);
  for (const removal of removals) await queueDispatch(jobs, removal.id);
  return removals;
}

/** The dispatch job: email letters go out; everything else waits for a person, on the timeline. */
export async function dispatchRemoval(
  db: Db,
  mail: MailTransport,
  blobs: BlobStore,
  removalId: string,
): Promise<string> {
  const removal = await repository.findRemoval(db, removalId);
  if (!removal) return 'missing';
  if (removal.method === 'email') {
    const outcome = await sendEmailRemoval(db, mail, blobs, removalId);
    if (outcome === 'order-missing' && removal.status === 'not-started') {
      await changeStatus(
        db,
        { kind: 'system', id: null },
        removalId,
        'needs-escalation',
        'The court order’s file could not be read, so the letter was not sent without it. Our team will send it.',
      );
    }
    if (outcome === 'not-authorised') {
      await repository.insertEvent(db, {
        userId: removal.userId,
        removalRequestId: removalId,
        actor: 'system',
        actorId: null,
        kind: 'waiting',
        note: 'Waiting for your authorisation before the letter is sent.',
      });
    }
    return outcome;
  }
  if (removal.status === 'not-started') {
    await repository.insertEvent(db, {
      userId: removal.userId,
      removalRequestId: removalId,
      actor: 'system',
      actorId: null,
      kind: 'queued-for-operator',
      note: 'This site needs its form filled in by hand; it is in our team’s queue.',
    });
  }
  return 'queued-for-operator';
}
