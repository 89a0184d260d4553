import type { Db } from '../../db/database';
import { sendMessageDelivery } from './message-delivery';
import type { DeliveryTransports } from './message-delivery';
import { sendPushDelivery } from './push-delivery';
import * as repository from './repository';

/**
 * Sends one delivery. No transaction is open while a mail server, an SMS provider or a push
 * service answers: push is sent endpoint by endpoint (push-delivery.ts), email and SMS after their
 * send is leased and committed (message-delivery.ts). `afterSend` runs between the send and the
 * record of it (tests stand in for a worker that dies there).
 */
export async function sendDelivery(
  db: Db,
  transports: DeliveryTransports,
  deliveryId: string,
  hooks: { afterSend?: () => Promise<void> } = {},
): Promise<'sent' | 'skipped' | 'already-done'> {
  const channel = await repository.deliveryChannel(db, deliveryId);
  if (channel === 'push') return sendPushDelivery(db, transports.push, deliveryId);
  if (channel === 'email' || channel === 'sms') return sendMessageDelivery(db, transports, deliveryId, channel, hooks);
  return 'already-done';
}
