import { PremiumLinkListSchema } from '@cleardocket/domain/membership/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';

export const usePremiumLinks = () =>
  useQuery({
    queryKey: billingKeys.premiumLinks,
    queryFn: () => api.get('/api/membership/premium-links', PremiumLinkListSchema, OPTIONS),
  });
