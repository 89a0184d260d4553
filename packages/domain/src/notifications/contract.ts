import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';
import { CHANNELS, NOTIFICATION_TYPES } from './notifications';
import type { Channel } from './notifications';

/** The Notification API's wire (spec §7), every path under `/api/users/:userId/…` the member's own. */
export const UserParamsSchema = z.object({ userId: z.uuid() });
export const NotificationParamsSchema = z.extend(UserParamsSchema, { notificationId: z.uuid() });

export const NotificationListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  read: z.optional(z.enum(['true', 'false'])),
  type: z.optional(z.enum(NOTIFICATION_TYPES)),
});

const NotificationSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  link: z.nullable(z.string()),
  isRead: z.boolean(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** The unread count: the answer of `…/unread-count` and the data of the stream's `unread` events. */
export const UnreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

const base64url = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url'));

/** Push services are https; http only on loopback (tests). Not an address at all: the url check says so. */
function isPushServiceUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  );
}

/** What `PushSubscription.toJSON()` gives in the browser. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z.url().check(z.maxLength(2000), z.refine(isPushServiceUrl, 'must be an https address')),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
});
export const PushUnsubscribeBodySchema = z.object({ endpoint: z.string().check(z.maxLength(2000)) });
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

const ChannelsSchema = z.object(
  Object.fromEntries(CHANNELS.map((channel) => [channel, z.boolean()])) as Record<Channel, z.ZodMiniBoolean>,
);
const NotificationPreferenceSchema = z.object({
  category: z.string().check(z.maxLength(50)),
  channels: ChannelsSchema,
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;
export const NotificationPreferenceListSchema = z.array(NotificationPreferenceSchema);
export const NotificationPreferenceBodySchema = z.array(NotificationPreferenceSchema).check(z.maxLength(20));

const NotificationCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** In-app delivery cannot be switched off (security notices must reach the member). */
  isInAppLocked: z.boolean(),
  /** Transactional mail (security): always sent by email, whatever the member chose. */
  isEmailLocked: z.boolean(),
});
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;
export const NotificationCategoryListSchema = z.array(NotificationCategorySchema);
