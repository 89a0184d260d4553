import { BRAND_NAME } from '@cleardocket/domain/brand';
import { renderEmail } from '../../lib/email/render-email';
import type { MailMessage } from '../../providers/messaging/transports';

/** The free assessment's code: the visitor proves the mailbox before any result is shown (issue 32 item 4). */
export async function leadCodeEmail(to: string, code: string): Promise<MailMessage> {
  const rendered = await renderEmail({
    preview: `Your ${BRAND_NAME} assessment code is ${code}`,
    heading: 'Your free assessment code',
    blocks: [
      { kind: 'paragraph', text: `Your ${BRAND_NAME} assessment code is ${code}` },
      { kind: 'code', code },
      {
        kind: 'paragraph',
        text: 'Enter it on the assessment page to see what the scan finds. It expires in 30 minutes.',
      },
    ],
    footer: {
      reason: 'If you did not ask for an assessment, ignore this email: nothing is searched without the code.',
    },
  });
  return { to, subject: `${BRAND_NAME}: your free assessment code`, ...rendered };
}
