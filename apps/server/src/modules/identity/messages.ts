import { BRAND_NAME } from '@cleardocket/domain/brand';
import { renderEmail } from '../../lib/email/render-email';
import type { MailMessage, SmsMessage } from '../../providers/messaging/transports';

type CodeKind = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

const PURPOSE: Record<CodeKind, { subject: string; line: string }> = {
  'email-verification': { subject: 'Your verification code', line: 'to verify your email address' },
  'sign-in': { subject: 'Your sign-in code', line: 'to sign in' },
  'forget-password': { subject: 'Your password reset code', line: 'to reset your password' },
  'change-email': { subject: 'Confirm your new email address', line: 'to confirm your new email address' },
};

/** A code by email: transactional, so it carries no List-Unsubscribe (it cannot be turned off). */
export async function renderCodeEmail(to: string, code: string, kind: CodeKind): Promise<MailMessage> {
  const { subject, line } = PURPOSE[kind];
  const rendered = await renderEmail({
    preview: `Your ${BRAND_NAME} code is ${code}`,
    heading: subject,
    blocks: [
      { kind: 'paragraph', text: `Your ${BRAND_NAME} code is ${code}` },
      { kind: 'code', code },
      { kind: 'paragraph', text: `Enter it ${line}. It expires in 10 minutes.` },
    ],
    footer: { reason: 'If you did not ask for this code, you can ignore this email: nothing changes without it.' },
  });
  return { to, subject: `${BRAND_NAME}: ${subject}`, ...rendered };
}

export function renderCodeSms(to: string, code: string): SmsMessage {
  return { to, body: `${code} is your ${BRAND_NAME} verification code. It expires in 10 minutes.` };
}
