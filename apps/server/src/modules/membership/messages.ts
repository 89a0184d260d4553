import { BRAND } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
import { greet } from '../../lib/email/content';
import { renderEmail } from '../../lib/email/render-email';
import type { MailTransport } from '../../providers/messaging/transports';
import { notify } from '../notifications/service';
import type { NotifyDeps } from '../notifications/service';
import { findMemberContact } from './repository';

export type BillingMailDeps = NotifyDeps & { mail: MailTransport; publicUrl: string };

/**
 * Tells the member about their plan: always by email (confirmations of cancel and pause, receipts,
 * failed renewals are owed whatever the preferences say) and in the bell's Billing category.
 */
export type MemberMessage = { subject: string; text: string; type: 'info' | 'success' | 'warning' | 'error' };

export async function tellMember(deps: BillingMailDeps, userId: string, message: MemberMessage): Promise<void> {
  const contact = await findMemberContact(deps.db, userId);
  if (!contact) return;
  const link = `${deps.publicUrl}${paths.dashboardBilling.getHref()}`;
  // Owed whatever the preferences say (a receipt, a failed renewal): no List-Unsubscribe.
  const rendered = await renderEmail({
    preview: message.text,
    heading: message.subject,
    greeting: greet(contact.firstName),
    blocks: [
      { kind: 'paragraph', text: message.text },
      { kind: 'action', label: 'Open your billing page', url: link },
    ],
    footer: { reason: `You got this email about your ${BRAND.name} membership.` },
  });
  await deps.mail.send({ to: contact.email, subject: `${BRAND.name}: ${message.subject}`, ...rendered });
  // The email above is the member's one email of this message: the bell gets it, the email
  // channel of the Billing category does not send it a second time.
  await notify(
    deps,
    userId,
    'billing',
    { title: message.subject, message: message.text, type: message.type, link: paths.dashboardBilling.getHref() },
    { emailSent: true },
  );
}
