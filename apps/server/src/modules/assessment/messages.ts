import { BRAND_NAME } from '@cleardocket/domain/brand';
import type { MailMessage } from '../../providers/messaging/transports';

/** The free assessment's code: the visitor proves the mailbox before any result is shown (issue 32 item 4). */
export function leadCodeEmail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${BRAND_NAME}: your free assessment code`,
    text: [
      `Your ${BRAND_NAME} assessment code is ${code}`,
      '',
      'Enter it on the assessment page to see what the scan finds. It expires in 30 minutes.',
      '',
      'If you did not ask for an assessment, ignore this email: nothing is searched without the code.',
    ].join('\n'),
  };
}
