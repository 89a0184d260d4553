import { BRAND } from '@cleardocket/domain/brand';
import { MONTHLY_REPORTS_MAIL } from '@cleardocket/domain/notifications/unsubscribe';
import { paths } from '@cleardocket/domain/paths';
import { summaryText } from '@cleardocket/domain/monitoring/report';
import type { MonthlySummary } from '@cleardocket/domain/monitoring/report';
import type { Db } from '../../db/database';
import { greet } from '../../lib/email/content';
import { renderEmail } from '../../lib/email/render-email';
import type { MailMessage } from '../../providers/messaging/transports';
import { unsubscribeHeaders } from '../notifications/unsubscribe-service';

export const reportFilename = (month: string) => `${BRAND.name.toLowerCase()}-report-${month}.pdf`;

type Recipient = { userId: string; email: string; firstName: string | null | undefined; month: string };

/**
 * The monthly report's summary email, the PDF attached. The member can stop it from the email:
 * List-Unsubscribe with one-click (RFC 8058) and the same link in the footer (issue 31 part 6).
 */
export async function reportEmail(
  deps: { db: Db; publicUrl: string },
  recipient: Recipient,
  summary: MonthlySummary,
  pdf: Buffer,
): Promise<MailMessage> {
  const { month } = recipient;
  const unsubscribe = await unsubscribeHeaders(deps.db, deps.publicUrl, recipient.userId, MONTHLY_REPORTS_MAIL);
  const rendered = await renderEmail({
    preview: `What happened to your listings in ${month}`,
    heading: `Your report for ${month}`,
    greeting: greet(recipient.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Here is what happened to your listings in ${month}. The full report is attached as a PDF.`,
      },
      ...summaryText(summary).map((line) => ({ kind: 'paragraph' as const, text: line })),
      { kind: 'action', label: 'See every report', url: `${deps.publicUrl}${paths.dashboardReports.getHref()}` },
    ],
    footer: {
      reason: `You get this email because you are a ${BRAND.name} member: one report a month.`,
      unsubscribeUrl: unsubscribe.pageUrl,
    },
  });
  return {
    to: recipient.email,
    subject: `${BRAND.name}: your report for ${month}`,
    ...rendered,
    headers: unsubscribe.headers,
    attachments: [{ filename: reportFilename(month), contentType: 'application/pdf', content: pdf }],
  };
}
