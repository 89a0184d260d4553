import { BRAND } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
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
  await deps.mail.send({
    to: contact.email,
    subject: `${BRAND.name}: ${message.subject}`,
    text: [`Hello ${contact.firstName || 'there'},`, '', message.text, '', `Your billing page: ${link}`].join('\n'),
  });
  await notify(deps, userId, 'billing', {
    title: message.subject,
    message: message.text,
    type: message.type,
    link: paths.dashboardBilling.getHref(),
  });
}
