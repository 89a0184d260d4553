import { z } from 'zod';
import { TimestampSchema } from '../wire';
import { CHANNELS, NOTIFICATION_TYPES } from './notifications';
import type { Channel } from './notifications';

/** The Notification API's wire (spec §7), every path under `/api/users/:userId/…` the member's own. */
export const UserParamsSchema = z.object({ userId: z.uuid() });
export const NotificationParamsSchema = UserParamsSchema.extend({ notificationId: z.uuid() });

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  read: z.enum(['true', 'false']).optional(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
});

export const NotificationSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  link: z.string().nullable(),
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
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** What `PushSubscription.toJSON()` gives in the browser. Push services are https; http only on loopback (tests). */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .url()
    .max(2000)
    .refine((value) => {
      const url = new URL(value);
      return (
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      );
    }, 'must be an https address'),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
});
export const PushUnsubscribeBodySchema = z.object({ endpoint: z.string().max(2000) });
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

export const ChannelsSchema = z.object(
  Object.fromEntries(CHANNELS.map((channel) => [channel, z.boolean()])) as Record<Channel, z.ZodBoolean>,
);
export const NotificationPreferenceSchema = z.object({ category: z.string().max(50), channels: ChannelsSchema });
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;
export const NotificationPreferenceListSchema = z.array(NotificationPreferenceSchema);
export const NotificationPreferenceBodySchema = z.array(NotificationPreferenceSchema).max(20);

export const NotificationCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** In-app delivery cannot be switched off (security notices must reach the member). */
  isInAppLocked: z.boolean(),
});
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;
export const NotificationCategoryListSchema = z.array(NotificationCategorySchema);
