import { PlanListSchema } from '@cleardocket/domain/membership/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';

export const usePlans = () =>
  useQuery({ queryKey: billingKeys.plans, queryFn: () => api.get('/api/membership/plans', PlanListSchema, OPTIONS) });
