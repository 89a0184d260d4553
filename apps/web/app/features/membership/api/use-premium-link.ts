import { PremiumLinkListSchema } from '@cleardocket/domain/membership/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';

/** Puts an open removal under the premium terms; a refusal is shown by the form that asked. */
export function useUsePremiumLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (removalId: string) =>
      api.post('/api/membership/premium-links', PremiumLinkListSchema, { removalId }, OPTIONS),
    onSuccess: (links) => client.setQueryData(billingKeys.premiumLinks, links),
  });
}
