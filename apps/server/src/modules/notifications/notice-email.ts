import { BRAND } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
import { findUnsubscribableMail } from '@cleardocket/domain/notifications/unsubscribe';
import type { Db } from '../../db/database';
import { greet } from '../../lib/email/content';
import { renderEmail } from '../../lib/email/render-email';
import type { MailMessage } from '../../providers/messaging/transports';
import type { PendingMessage } from './message-repository';
import { unsubscribeHeaders } from './unsubscribe-service';

/**
 * A notice by email from the product's template. A kind the member may stop carries List-Unsubscribe
 * with its one-click partner (RFC 8058) and the same link in the footer; a locked kind (security)
 * carries none, as it cannot be turned off.
 */
export async function noticeEmail(db: Db, publicUrl: string, delivery: PendingMessage): Promise<MailMessage> {
  const link = delivery.link ? `${publicUrl}${delivery.link}` : null;
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
