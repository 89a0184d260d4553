import { addSeconds } from 'date-fns';
import { orderFileExtension } from '@cleardocket/domain/court-records/file-type';
import { utcDay } from '@cleardocket/domain/dates';
import { deadlinesFor } from '@cleardocket/domain/requests/deadlines';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../providers/blob-store/types';
import type { MailMessage, MailTransport } from '../../providers/messaging/transports';
import * as repository from './repository';
import type { RemovalRow } from './repository';
import { changeStatus } from './service';

/*
 * Sending an authorised removal letter to a site (decision 133). With the outbox the message is a
 * row of this database: stored and the removal marked sent in one transaction, exactly once. With
 * a mail server the send is leased in one committed statement, the letter goes out with no
 * transaction open (a slow server holds no connection, and on PGlite no other request waits for
 * it), and the removal is then marked sent: at least once, never twice at once, never after success.
 */

export type LetterOutcome = 'sent' | 'already-sent' | 'not-authorised' | 'not-email' | 'order-missing';
type Ready = { removal: RemovalRow; message: MailMessage };

/** How long one run holds the send: the dispatch job's expiry, before which pg-boss retries nothing. */
const LETTER_LEASE_SECONDS = 120;

/**
 * The court order a letter says is attached (issue 15): a request an order opened names the
 * order's file in its criteria. 'missing' when the file is gone from the blob store, so the letter
 * is not sent without it.
 */
async function orderAttachment(db: Db, blobs: BlobStore, removal: RemovalRow) {
  const takedown = await repository.findTakedown(db, removal.userId, removal.takedownRequestId);
  const { courtOrderSha256: sha256, courtOrderContentType: contentType } = takedown?.criteria ?? {};
  if (typeof sha256 !== 'string' || typeof contentType !== 'string') return null;
  const content = await blobs.get(sha256);
  if (!content) return 'missing';
  return { filename: `court-order.${orderFileExtension(contentType)}`, contentType, content };
}

/** The letter as it goes out, or why it does not. */
async function readyLetter(db: Db, blobs: BlobStore, removal: RemovalRow | null): Promise<Ready | LetterOutcome> {
  if (!removal || removal.method !== 'email' || !removal.optOutEmail) return 'not-email';
  if (removal.emailSentAt) return 'already-sent';
  if (!removal.authorisedAt || !removal.letterSubject || !removal.letterBody) return 'not-authorised';
  const order = await orderAttachment(db, blobs, removal);
  if (order === 'missing') return 'order-missing';
  const message = {
    to: removal.optOutEmail,
    subject: removal.letterSubject,
    text: removal.letterBody,
    ...(order ? { attachments: [order] } : {}),
  };
  return { removal, message };
}

/** The letter went: the removal is marked sent (no run sends it again) and its clocks are told. */
async function recordSent(db: Db, removal: RemovalRow): Promise<void> {
  const now = new Date();
  const clocks = deadlinesFor(removal.method, now);
  await repository.updateRemoval(db, removal.id, { emailSentAt: now, letterSendingUntil: null });
  await repository.insertEvent(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    actor: 'system',
    actorId: null,
    kind: 'email-sent',
    note: `Letter emailed to ${removal.optOutEmail}. They should confirm by ${clocks.acknowledgeBy ? utcDay(clocks.acknowledgeBy) : '—'} and respond by ${clocks.respondBy ? utcDay(clocks.respondBy) : '—'}.`,
  });
}

/** The outbox: the row locked, the message stored and the removal marked sent in one transaction. */
function storeInOutbox(db: Db, mail: MailTransport, blobs: BlobStore, removalId: string): Promise<LetterOutcome> {
  return db.transaction(async (tx) => {
    const ready = await readyLetter(tx, blobs, await repository.lockRemoval(tx, removalId));
    if (typeof ready === 'string') return ready;
    await mail.send(ready.message, { db: tx, aboutUserId: ready.removal.userId });
    await recordSent(tx, ready.removal);
    return 'sent';
  });
}

/** A mail server: leased, sent with no transaction open, then marked sent. */
async function sendAfterLease(
  db: Db,
  mail: MailTransport,
  blobs: BlobStore,
  removalId: string,
): Promise<LetterOutcome> {
  const ready = await readyLetter(db, blobs, await repository.findRemoval(db, removalId));
  if (typeof ready === 'string') return ready;
  const now = new Date();
  if (!(await repository.leaseLetter(db, removalId, now, addSeconds(now, LETTER_LEASE_SECONDS)))) {
    if ((await repository.findRemoval(db, removalId))?.emailSentAt) return 'already-sent';
    // Another run is sending it: this one must not; the job's retry looks again after the lease.
    throw new Error('The letter is being sent by another run; retried later');
  }
  try {
    await mail.send(ready.message, { aboutUserId: ready.removal.userId });
  } catch (error) {
    await repository.releaseLetter(db, removalId);
    throw error;
  }
  await db.transaction((tx) => recordSent(tx, ready.removal));
  return 'sent';
}

/**
 * Sends an authorised letter. A worker that dies before the send leaves it unsent, so the retried
 * job sends it; with the outbox, one that dies before commit leaves no message either.
 */
export async function sendEmailRemoval(
  db: Db,
  mail: MailTransport,
  blobs: BlobStore,
  removalId: string,
): Promise<LetterOutcome> {
  const outcome =
    mail.kind === 'outbox'
      ? await storeInOutbox(db, mail, blobs, removalId)
      : await sendAfterLease(db, mail, blobs, removalId);
  // A worker that died between the commit and this step left the letter sent and the removal
  // not started: its retried job ('already-sent') finishes the step, and only that one.
  if (outcome === 'sent' || outcome === 'already-sent') {
    const removal = await repository.findRemoval(db, removalId);
    const waiting = outcome === 'sent' ? ['not-started', 'needs-escalation'] : ['not-started'];
    if (removal && waiting.includes(removal.status)) {
      await changeStatus(db, { kind: 'system', id: null }, removalId, 'submitted', 'Sent by email.');
    }
  }
  return outcome;
}
