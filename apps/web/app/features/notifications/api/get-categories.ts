import { NotificationCategoryListSchema } from '@cleardocket/domain/notifications/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export function useCategories() {
  return useQuery(
    queryOptions({
      queryKey: ['notification-categories'],
      queryFn: () => api.get('/api/notification-categories', NotificationCategoryListSchema),
    }),
  );
}
