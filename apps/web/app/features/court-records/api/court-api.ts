import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The server's own words for what went wrong (a wrong file type, a closed referral). */
export const OPTIONS = { useServerMessage: true } as const;

export const courtKeys = {
  all: ['court-records'] as const,
  cases: ['court-records', 'cases'] as const,
  case: (id: string) => ['court-records', 'case', id] as const,
  attorneys: (state: string) => ['court-records', 'attorneys', state] as const,
  consent: (attorneyId: string) => ['court-records', 'consent', attorneyId] as const,
  adminAttorneys: ['court-records', 'admin', 'attorneys'] as const,
  adminReferrals: ['court-records', 'admin', 'referrals'] as const,
  attorneyReferral: (id: string) => ['court-records', 'attorney-referral', id] as const,
  attorneyLinkUses: (referralId: string) => ['court-records', 'attorney-link-uses', referralId] as const,
};

export type AttorneyLink = { expires: number; sig: string };

export type OrderKind = 'sealing' | 'expungement' | 'dismissal';

export const linkQuery = (link: AttorneyLink) => `expires=${link.expires}&sig=${link.sig}`;

/** A change to one case: every court-records view is read again. */
export function useCaseMutation<T, R>(run: (value: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.all }),
  });
}
