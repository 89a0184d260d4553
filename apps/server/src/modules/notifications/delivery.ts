import { BRAND } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
import { findUnsubscribableMail } from '@cleardocket/domain/notifications/unsubscribe';
import type { Db } from '../../db/database';
import { greet } from '../../lib/email/content';
import { renderEmail } from '../../lib/email/render-email';
import type { PushSender } from '../../providers/messaging/push';
import type { MailTransport, SmsTransport } from '../../providers/messaging/transports';
import { sendPushDelivery } from './push-delivery';
import * as repository from './repository';
import { unsubscribeHeaders } from './unsubscribe-service';

type EmailDelivery = NonNullable<Awaited<ReturnType<typeof repository.claimDelivery>>>;

/**
 * A notice by email from the product's template. A kind the member may stop carries List-Unsubscribe
 * with its one-click partner (RFC 8058) and the same link in the footer; a locked kind (security)
 * carries none, as it cannot be turned off.
 */
async function noticeEmail(db: Db, publicUrl: string, delivery: EmailDelivery, link: string | null) {
  const stoppable = findUnsubscribableMail(delivery.categoryId);
  const unsubscribe = stoppable ? await unsubscribeHeaders(db, publicUrl, delivery.userId, stoppable.id) : null;
  const settings = `${publicUrl}${paths.dashboardNotificationSettings.getHref()}`;
  const rendered = await renderEmail({
    preview: delivery.message,
    heading: delivery.title,
    greeting: greet(delivery.firstName),
    blocks: [
      { kind: 'paragraph', text: delivery.message },
      ...(link ? [{ kind: 'action' as const, label: 'Open in ' + BRAND.name, url: link }] : []),
      { kind: 'link', label: 'Change which emails you get', url: settings },
    ],
    footer: {
      reason: stoppable
        ? `You get this email because you asked for ${stoppable.name.toLowerCase()} by email.`
        : `You get this email about the security of your ${BRAND.name} account; it cannot be turned off.`,
      ...(unsubscribe ? { unsubscribeUrl: unsubscribe.pageUrl } : {}),
    },
  });
  return {
    to: delivery.email,
    subject: `${BRAND.name}: ${delivery.title}`,
    ...rendered,
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

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
      await transports.mail.send(await noticeEmail(tx, transports.publicUrl, delivery, link), { db: tx });
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
