import { UNREAD_BADGE_MAX, UNREAD_BADGE_OVERFLOW_LABEL } from '../constants';
import type { NotificationCategory } from './contract';

/** Notifications (spec §3, §4, §9). */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types as the notifications page's filter names them (issue 20: no raw codes). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  info: 'Updates',
  success: 'Good news',
  warning: 'Needs your attention',
  error: 'Problems',
};

export const CHANNELS = ['email', 'inApp', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];
export type Channels = Record<Channel, boolean>;

/** Defaults of a preference (spec §3 "Notification preference"). */
export const DEFAULT_CHANNELS: Channels = { email: false, inApp: true, sms: false, push: false };

export const NOTIFICATION_CATEGORIES: NotificationCategory[] = [
  {
    id: 'scan-results',
    name: 'Scan results',
    description: 'New findings about you, and scans that finish.',
    isInAppLocked: false,
    isEmailLocked: false,
  },
  {
    id: 'request-updates',
    name: 'Request updates',
    description: 'A removal request moves forward or needs you.',
    isInAppLocked: false,
    isEmailLocked: false,
  },
  {
    id: 'deadlines',
    name: 'Deadlines',
    description: 'A site’s legal deadline to answer is near or has passed.',
    isInAppLocked: false,
    isEmailLocked: false,
  },
  {
    id: 'account-security',
    name: 'Account and security',
    description: 'Sign-ins, password and two-factor changes.',
    isInAppLocked: true,
    // Security mail is transactional: it is sent whatever the preferences say (issue 20).
    isEmailLocked: true,
  },
  {
    id: 'billing',
    name: 'Billing',
    description: 'Payments, renewals and receipts.',
    isInAppLocked: false,
    // Billing mail is owed (a receipt, a failed renewal): membership/messages.ts sends it whatever
    // the preferences say, so its email switch is shown on and locked rather than doing nothing.
    isEmailLocked: true,
  },
  {
    id: 'product-news',
    name: 'Product news',
    description: 'New features and changes to the service.',
    isInAppLocked: false,
    isEmailLocked: false,
  },
];

export function findCategory(id: string): NotificationCategory | undefined {
  return NOTIFICATION_CATEGORIES.find((category) => category.id === id);
}

/** Preferences as stored, with the locked channels forced on. */
export function applyCategoryRules(category: NotificationCategory, channels: Channels): Channels {
  return {
    ...channels,
    inApp: category.isInAppLocked || channels.inApp,
    email: category.isEmailLocked || channels.email,
  };
}

/** The bell's badge: the count up to 9, then '9+'; never below 0. */
export function formatUnreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? UNREAD_BADGE_OVERFLOW_LABEL : String(count);
}
