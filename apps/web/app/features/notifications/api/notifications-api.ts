import type { NotificationType } from '@cleardocket/domain/notifications/notifications';

export type ListFilter = { page: number; pageSize: number; read?: boolean; type?: NotificationType };

export const OPTIONS = { useServerMessage: true } as const;

export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string, filter: ListFilter) => ['notifications', userId, 'list', filter] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};
