import * as z from 'zod/mini';
import { NOTIFICATION_CATEGORIES } from './notifications';

/**
 * The kinds of email a member can stop from the email itself (issue 31 part 6, RFC 8058): the
 * notice categories whose email is not locked, and the monthly report. Transactional mail (codes,
 * resets, receipts, security notices) is not one of them and carries no List-Unsubscribe.
 */
export const MONTHLY_REPORTS_MAIL = 'monthly-reports';

const UNSUBSCRIBABLE_MAIL: { id: string; name: string }[] = [
  ...NOTIFICATION_CATEGORIES.filter((category) => !category.isEmailLocked).map(({ id, name }) => ({ id, name })),
  { id: MONTHLY_REPORTS_MAIL, name: 'Monthly reports' },
];

export const findUnsubscribableMail = (id: string) => UNSUBSCRIBABLE_MAIL.find((kind) => kind.id === id);

/** The signed token of a List-Unsubscribe link: opaque to the reader, checked on the server. */
export const UnsubscribeQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(400)) });
/** RFC 8058's one-click body, sent form-encoded by a mail provider and as JSON by our page. */
export const UnsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
export const UnsubscribeResultSchema = z.object({ unsubscribed: z.literal(true), name: z.string() });
