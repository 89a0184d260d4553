import { addSeconds } from 'date-fns';
import { BRAND } from '@cleardocket/domain/brand';
import type { Db } from '../../db/database';
import type { PushSender } from '../../providers/messaging/push';
import type { MailMessage, MailTransport, SmsMessage, SmsTransport } from '../../providers/messaging/transports';
import { findPendingMessage, leaseSend, markSent, releaseSend } from './message-repository';
import type { PendingMessage } from './message-repository';
import { noticeEmail } from './notice-email';
import { finishDelivery } from './repository';

/*
 * Email and SMS deliveries (issue 31). With SMTP or Twilio the send is leased in one committed
 * statement, the message goes out with no transaction open, and the delivery is then marked sent:
 * at least once (a run that dies after sending and before marking sends again on the job's retry),
 * never twice at once (the lease), never again after success (the mark). With the outbox the
 * message is a row of this database, so it is stored and marked in one transaction: exactly once.
 */

export type DeliveryTransports = { mail: MailTransport; sms: SmsTransport; push?: PushSender; publicUrl: string };

type Channel = 'email' | 'sms';
type Outcome = 'sent' | 'skipped' | 'already-done';
type Hooks = { afterSend?: () => Promise<void> };
type Outgoing = { channel: 'email'; message: MailMessage } | { channel: 'sms'; message: SmsMessage };

/** How long one run holds the send: the delivery job's expiry, before which pg-boss retries nothing. */
const SEND_LEASE_SECONDS = 120;

/** The message to send, or null for a text to a member with no verified phone. */
async function outgoingFor(db: Db, transports: DeliveryTransports, delivery: PendingMessage): Promise<Outgoing | null> {
  if (delivery.channel === 'email') {
    return { channel: 'email', message: await noticeEmail(db, transports.publicUrl, delivery) };
  }
  if (!delivery.phoneNumber || !delivery.phoneVerified) return null;
  const body = `${BRAND.name}: ${delivery.title}. ${delivery.message}`;
  return { channel: 'sms', message: { to: delivery.phoneNumber, body } };
}

function transmit(transports: DeliveryTransports, outgoing: Outgoing, options?: { db: Db }): Promise<void> {
  return outgoing.channel === 'email'
    ? transports.mail.send(outgoing.message, options)
    : transports.sms.send(outgoing.message, options);
}

/** Why a send failed, without the address or text a server may echo: the error's code only. */
function failureOf(channel: Channel, error: unknown): string {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return `${channel === 'email' ? 'Email' : 'SMS'} send failed${code}; retried later`;
}

/** The outbox keeps the message in this database: stored and marked sent in one transaction. */
function storeInOutbox(db: Db, transports: DeliveryTransports, deliveryId: string, hooks: Hooks): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const delivery = await findPendingMessage(tx, deliveryId, { lock: true });
    if (!delivery) return 'already-done';
    const outgoing = await outgoingFor(tx, transports, delivery);
    if (!outgoing) {
      await finishDelivery(tx, deliveryId, 'skipped', 'no verified phone number');
      return 'skipped';
    }
    await transmit(transports, outgoing, { db: tx });
    await hooks.afterSend?.();
    await finishDelivery(tx, deliveryId, 'sent');
    return 'sent';
  });
}

/** A mail server or SMS provider: leased, sent with no transaction open, then marked sent. */
async function sendAfterLease(db: Db, transports: DeliveryTransports, deliveryId: string, hooks: Hooks) {
  const delivery = await findPendingMessage(db, deliveryId, { lock: false });
  if (!delivery) return 'already-done';
  const outgoing = await outgoingFor(db, transports, delivery);
  if (!outgoing) {
    await finishDelivery(db, deliveryId, 'skipped', 'no verified phone number');
    return 'skipped';
  }
  const now = new Date();
  if (!(await leaseSend(db, deliveryId, now, addSeconds(now, SEND_LEASE_SECONDS)))) {
    if (!(await findPendingMessage(db, deliveryId, { lock: false }))) return 'already-done';
    // Another run is sending it: this one must not; the job's retry looks again after the lease.
    throw new Error('The delivery is being sent by another run; retried later');
  }
  try {
    await transmit(transports, outgoing);
  } catch (error) {
    const why = failureOf(outgoing.channel, error);
    await releaseSend(db, deliveryId, why);
    throw new Error(why);
  }
  await hooks.afterSend?.();
  await markSent(db, deliveryId);
  return 'sent';
}

export function sendMessageDelivery(
  db: Db,
  transports: DeliveryTransports,
  deliveryId: string,
  channel: Channel,
  hooks: Hooks,
): Promise<Outcome> {
  const kind = channel === 'email' ? transports.mail.kind : transports.sms.kind;
  return kind === 'outbox'
    ? storeInOutbox(db, transports, deliveryId, hooks)
    : sendAfterLease(db, transports, deliveryId, hooks);
}
