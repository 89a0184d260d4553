import { PlanChangePreviewSchema } from '@cleardocket/domain/membership/contract';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { billingKeys, OPTIONS } from './membership-api';

/** What changing to `planId` would do and cost, shown before the member confirms (decision 082). */
const getPlanChangeQueryOptions = (planId: PlanId) =>
  queryOptions({
    queryKey: [...billingKeys.planChange, planId],
    queryFn: () => api.get(`/api/membership/plan-change?planId=${planId}`, PlanChangePreviewSchema, OPTIONS),
    // A refusal (a plan that cannot be had from here) is an answer to show, not a failure to retry.
    retry: false,
  });

export const usePlanChange = (planId: PlanId | null) =>
  useQuery({ ...getPlanChangeQueryOptions(planId ?? 'monitoring-monthly'), enabled: planId !== null });
