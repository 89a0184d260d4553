import { BRAND_NAME } from '@cleardocket/domain/brand';
import type { MailMessage, SmsMessage } from '../../providers/messaging/transports';

type CodeKind = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

const PURPOSE: Record<CodeKind, { subject: string; line: string }> = {
  'email-verification': { subject: 'Your verification code', line: 'to verify your email address' },
  'sign-in': { subject: 'Your sign-in code', line: 'to sign in' },
  'forget-password': { subject: 'Your password reset code', line: 'to reset your password' },
  'change-email': { subject: 'Confirm your new email address', line: 'to confirm your new email address' },
};

export function renderCodeEmail(to: string, code: string, kind: CodeKind): MailMessage {
  const { subject, line } = PURPOSE[kind];
  return {
    to,
    subject: `${BRAND_NAME}: ${subject}`,
    text: [
      `Your ${BRAND_NAME} code is ${code}`,
      '',
      `Enter it ${line}. It expires in 10 minutes.`,
      '',
      `If you did not ask for this code, you can ignore this email: nothing changes without it.`,
    ].join('\n'),
  };
}

export function renderCodeSms(to: string, code: string): SmsMessage {
  return { to, body: `${code} is your ${BRAND_NAME} verification code. It expires in 10 minutes.` };
}
