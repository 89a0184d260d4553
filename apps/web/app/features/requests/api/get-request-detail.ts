import { RequestDetailSchema } from '@cleardocket/domain/requests/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './requests-api';
import { requestKeys } from './requests-api';

export const useRequestDetail = (id: string) =>
  useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: () => api.get(`/api/requests/${id}`, RequestDetailSchema, OPTIONS),
    // Evidence and dispatch run in the background: look again while the page is open.
    refetchInterval: 5000,
    refetchIntervalInBackground: false,
  });
