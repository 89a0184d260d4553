import { BRAND } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
import type { Db } from '../../db/database';
import type { PushSender } from '../../providers/messaging/push';
import type { MailTransport, SmsTransport } from '../../providers/messaging/transports';
import { sendPushDelivery } from './push-delivery';
import * as repository from './repository';

export type DeliveryTransports = { mail: MailTransport; sms: SmsTransport; push?: PushSender; publicUrl: string };

/**
 * Sends one delivery. Push is sent endpoint by endpoint outside any transaction (push-delivery.ts).
 * For email and SMS the row is claimed, the message sent and the row marked sent in one
 * transaction: a run that dies before committing leaves the delivery pending (and, for the
 * outbox, no message), so the retry sends it exactly once; a duplicate job finds it sent.
 */
export async function sendDelivery(
  db: Db,
  transports: DeliveryTransports,
  deliveryId: string,
  hooks: { afterSend?: () => Promise<void> } = {},
): Promise<'sent' | 'skipped' | 'already-done'> {
  if ((await repository.deliveryChannel(db, deliveryId)) === 'push') {
    return sendPushDelivery(db, transports.push, deliveryId);
  }
  return db.transaction(async (tx) => {
    const delivery = await repository.claimDelivery(tx, deliveryId);
    if (!delivery) return 'already-done';
    const link = delivery.link ? `${transports.publicUrl}${delivery.link}` : null;
    if (delivery.channel === 'email') {
      await transports.mail.send(
        {
          to: delivery.email,
          subject: `${BRAND.name}: ${delivery.title}`,
          text: [
            delivery.message,
            link ? `\n${link}` : '',
            `\nChange which emails you get: ${transports.publicUrl}${paths.dashboardNotificationSettings.getHref()}`,
          ].join('\n'),
        },
        { db: tx },
      );
    } else if (delivery.channel === 'sms') {
      if (!delivery.phoneNumber || !delivery.phoneVerified) {
        await repository.finishDelivery(tx, deliveryId, 'skipped', 'no verified phone number');
        return 'skipped';
      }
      await transports.sms.send(
        { to: delivery.phoneNumber, body: `${BRAND.name}: ${delivery.title}. ${delivery.message}` },
        { db: tx },
      );
    } else {
      // Push goes by sendPushDelivery, outside any transaction; a row claimed here is not push.
      return 'already-done';
    }
    await hooks.afterSend?.();
    await repository.finishDelivery(tx, deliveryId, 'sent');
    return 'sent';
  });
}
