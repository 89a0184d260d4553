import { UnsubscribeResultSchema } from '@cleardocket/domain/notifications/unsubscribe';
import { api } from '~/lib/api-client';

/** POST /api/email/unsubscribe: the one-click stop of one kind of email, from its signed link (no session). */
export const unsubscribeEmail = (token: string) =>
  api.post(
    `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
    UnsubscribeResultSchema,
    { 'List-Unsubscribe': 'One-Click' },
    { useServerMessage: true, redirectOnUnauthorized: false },
  );
