import { MembershipSchema } from '@cleardocket/domain/membership/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';

export const useMembership = () =>
  useQuery({ queryKey: billingKeys.membership, queryFn: () => api.get('/api/membership', MembershipSchema, OPTIONS) });
