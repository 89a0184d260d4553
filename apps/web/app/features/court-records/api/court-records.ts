import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminAttorneyListSchema,
  AdminAttorneyResponseSchema,
  AdminReferralListSchema,
  AttorneyListSchema,
  AttorneyReferralSchema,
  CaseListSchema,
  CaseResponseSchema,
  ConsentTextSchema,
  EligibilityResultSchema,
  OrderUploadedSchema,
  PetitionResponseSchema,
  ReferralResponseSchema,
} from '@cleardocket/domain/court-records/contract';
import { ProtectedProfileListSchema } from '@cleardocket/domain/protected-profiles/contract';
import { ResultPageSchema } from '@cleardocket/domain/search/contract';
import type { CaseBody, EligibilityAnswers } from '@cleardocket/domain/court-records/contract';
import type { ReferralStatus } from '@cleardocket/domain/court-records/referrals';
import { api } from '~/lib/api-client';

/** The server's own words for what went wrong (a wrong file type, a closed referral). */
const OPTIONS = { useServerMessage: true } as const;

const courtKeys = {
  all: ['court-records'] as const,
  cases: ['court-records', 'cases'] as const,
  case: (id: string) => ['court-records', 'case', id] as const,
  attorneys: (state: string) => ['court-records', 'attorneys', state] as const,
  consent: (attorneyId: string) => ['court-records', 'consent', attorneyId] as const,
  adminAttorneys: ['court-records', 'admin', 'attorneys'] as const,
  adminReferrals: ['court-records', 'admin', 'referrals'] as const,
  attorneyReferral: (id: string) => ['court-records', 'attorney-referral', id] as const,
};

export type AttorneyLink = { expires: number; sig: string };
export type OrderKind = 'sealing' | 'expungement' | 'dismissal';

const linkQuery = (link: AttorneyLink) => `expires=${link.expires}&sig=${link.sig}`;

/** The member's pre-check: nothing is stored. */
export const checkEligibility = (answers: EligibilityAnswers) =>
  api.post('/api/court-records/check', EligibilityResultSchema, answers, OPTIONS);

/** The member's business profiles: a business's lawsuits follow the same path (issue 15 Deliver 6). */
export const useBusinessProfiles = () =>
  useQuery({
    queryKey: ['court-records', 'business-profiles'],
    queryFn: async () =>
      (await api.get('/api/protected-profiles', ProtectedProfileListSchema)).profiles.filter(
        (profile) => profile.kind === 'business',
      ),
  });

export const useCases = () =>
  useQuery({ queryKey: courtKeys.cases, queryFn: () => api.get('/api/court-records/cases', CaseListSchema) });

export const useCase = (id: string) =>
  useQuery({
    queryKey: courtKeys.case(id),
    queryFn: () => api.get(`/api/court-records/cases/${id}`, CaseResponseSchema),
    enabled: Boolean(id),
  });

/** A change to one case: every court-records view is read again. */
function useCaseMutation<T, R>(run: (value: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.all }),
  });
}

export function useCreateCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseBody) => api.post('/api/court-records/cases', CaseResponseSchema, body, OPTIONS),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.cases }),
  });
}

/** The member's court-record findings, to link one that does not print the case number. */
export const useCourtFindings = () =>
  useQuery({
    queryKey: ['court-records', 'findings'],
    queryFn: () => api.get('/api/search/results?category=court-records&page=1&pageSize=50', ResultPageSchema),
  });

export const useLinkFinding = (caseId: string) =>
  useCaseMutation((resultId: string) =>
    api.post(`/api/court-records/cases/${caseId}/findings`, CaseResponseSchema, { resultIds: [resultId] }, OPTIONS),
  );

export const useSaveCaseEligibility = (caseId: string) =>
  useCaseMutation((answers: EligibilityAnswers) =>
    api.put(`/api/court-records/cases/${caseId}/eligibility`, CaseResponseSchema, answers, OPTIONS),
  );

export const useAttorneys = (state: string) =>
  useQuery({
    queryKey: courtKeys.attorneys(state),
    queryFn: () => api.get(`/api/court-records/attorneys?state=${encodeURIComponent(state)}`, AttorneyListSchema),
  });

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

export const useRefer = (caseId: string) =>
  useCaseMutation((body: { attorneyId: string; consent: true; consentVersion: string }) =>
    api.post(`/api/court-records/cases/${caseId}/referrals`, ReferralResponseSchema, body, OPTIONS),
  );

export const usePetition = (caseId: string) =>
  useCaseMutation(() =>
    api.post(`/api/court-records/cases/${caseId}/petition`, PetitionResponseSchema, undefined, OPTIONS),
  );

export const useUploadOrder = (caseId: string) =>
  useCaseMutation(({ file, kind, orderedOn }: { file: Blob; kind: OrderKind; orderedOn: string }) => {
    const query = new URLSearchParams({ kind });
    if (orderedOn) query.set('orderedOn', orderedOn);
    return api.post(
      `/api/court-records/cases/${caseId}/orders?${query.toString()}`,
      OrderUploadedSchema,
      file,
      OPTIONS,
    );
  });

/* The operator console */

export const useAdminAttorneys = () =>
  useQuery({
    queryKey: courtKeys.adminAttorneys,
    queryFn: () => api.get('/api/admin/court-records/attorneys', AdminAttorneyListSchema),
  });

export type AttorneyValues = {
  name: string;
  firm: string | null;
  email: string;
  phone: string | null;
  states: string[];
  practiceAreas: string[];
  fees: string;
  languages: string[];
  capacity: number;
  active: boolean;
};

export function useSaveAttorney() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: AttorneyValues }) =>
      id
        ? api.put(`/api/admin/court-records/attorneys/${id}`, AdminAttorneyResponseSchema, values, OPTIONS)
        : api.post('/api/admin/court-records/attorneys', AdminAttorneyResponseSchema, values, OPTIONS),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.adminAttorneys }),
  });
}

export const useAdminReferrals = () =>
  useQuery({
    queryKey: courtKeys.adminReferrals,
    queryFn: () => api.get('/api/admin/court-records/referrals', AdminReferralListSchema),
  });

export function useOperatorMoveReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: ReferralStatus; note: string | null }) =>
      api.post(`/api/admin/court-records/referrals/${id}/status`, ReferralResponseSchema, { status, note }, OPTIONS),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.adminReferrals }),
  });
}

/* The attorney's signed link (no account) */

export const useAttorneyReferral = (id: string, link: AttorneyLink) =>
  useQuery({
    queryKey: courtKeys.attorneyReferral(id),
    queryFn: () =>
      api.get(`/api/court-records/attorney/referrals/${id}?${linkQuery(link)}`, AttorneyReferralSchema, {
        ...OPTIONS,
        redirectOnUnauthorized: false,
      }),
    retry: false,
  });

export function useAttorneyMoveReferral(id: string, link: AttorneyLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ status, note }: { status: ReferralStatus; note: string | null }) =>
      api.post(
        `/api/court-records/attorney/referrals/${id}/status?${linkQuery(link)}`,
        ReferralResponseSchema,
        { status, note },
        { ...OPTIONS, redirectOnUnauthorized: false },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.attorneyReferral(id) }),
  });
}

export function useAttorneyUploadOrder(id: string, link: AttorneyLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind, orderedOn }: { file: Blob; kind: OrderKind; orderedOn: string }) => {
      const query = new URLSearchParams({ expires: String(link.expires), sig: link.sig, kind });
      if (orderedOn) query.set('orderedOn', orderedOn);
      return api.post(
        `/api/court-records/attorney/referrals/${id}/orders?${query.toString()}`,
        OrderUploadedSchema,
        file,
        { ...OPTIONS, redirectOnUnauthorized: false },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.attorneyReferral(id) }),
  });
}
