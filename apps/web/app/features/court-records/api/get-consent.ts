import { ConsentTextSchema } from '@cleardocket/domain/court-records/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { courtKeys } from './court-api';

/** The consent text for one attorney and its version: what the member reads is what is stored. */
const consentQuery = (attorneyId: string) =>
  queryOptions({
    queryKey: courtKeys.consent(attorneyId),
    queryFn: () =>
      api.get(`/api/court-records/referral-consent?attorneyId=${encodeURIComponent(attorneyId)}`, ConsentTextSchema),
    enabled: Boolean(attorneyId),
  });

export const useConsent = (attorneyId: string) => useQuery(consentQuery(attorneyId));

/** The version of the consent text the member was shown (read from the cache when it is there). */
export function useConsentVersion() {
  const client = useQueryClient();
  return async (attorneyId: string) => (await client.ensureQueryData(consentQuery(attorneyId))).version;
}
