import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckoutStartSchema,
  InvoiceListSchema,
  MembershipSchema,
  PaymentResultSchema,
  PlanListSchema,
  PortalSchema,
  PremiumLinkListSchema,
} from '@cleardocket/domain/membership/contract';
import type { CheckoutBody, SandboxPaymentBody } from '@cleardocket/domain/membership/contract';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

const OPTIONS = { useServerMessage: true } as const;
const billingKeys = {
  all: ['billing'] as const,
  membership: ['billing', 'membership'] as const,
  invoices: ['billing', 'invoices'] as const,
  plans: ['billing', 'plans'] as const,
  premiumLinks: ['billing', 'premium-links'] as const,
};

export const useMembership = () =>
  useQuery({ queryKey: billingKeys.membership, queryFn: () => api.get('/api/membership', MembershipSchema, OPTIONS) });

export const useInvoices = () =>
  useQuery({
    queryKey: billingKeys.invoices,
    queryFn: () => api.get('/api/membership/invoices', InvoiceListSchema, OPTIONS),
  });

export const usePlans = () =>
  useQuery({ queryKey: billingKeys.plans, queryFn: () => api.get('/api/membership/plans', PlanListSchema, OPTIONS) });

const failed = (error: Error) =>
  toast({ title: 'That did not work', description: error.message, variant: 'destructive' });

/** Cancel or pause at the period's end (`atPeriodEnd: true`), or take it back: one call each. */
export function useScheduleChange(kind: 'cancel' | 'pause') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (atPeriodEnd: boolean) =>
      api.put(`/api/membership/${kind}`, MembershipSchema, { atPeriodEnd }, OPTIONS),
    onSuccess: (membership) => {
      client.setQueryData(billingKeys.membership, membership);
      toast({ title: 'Saved', description: 'We emailed you a confirmation.', variant: 'success' });
    },
    onError: failed,
  });
}

export function useResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/membership/resume', MembershipSchema, undefined, OPTIONS),
    onSuccess: (membership) => {
      client.setQueryData(billingKeys.membership, membership);
      void client.invalidateQueries({ queryKey: billingKeys.invoices });
    },
    onError: failed,
  });
}

const startCheckout = (body: CheckoutBody) => api.post('/api/membership/checkout', CheckoutStartSchema, body, OPTIONS);

/** Opens Stripe's Checkout page for the plan (premium: `quantity` links); throws with the reason. */
export async function goToCheckout(planId: CheckoutBody['planId'], quantity: number): Promise<void> {
  const handoff = await startCheckout({ planId, ...(planId === 'premium' ? { quantity } : {}) });
  if (handoff.kind === 'redirect') window.location.assign(handoff.url);
}

export const openPortal = () => api.post('/api/membership/portal', PortalSchema, undefined, OPTIONS);

/** Pays on the sandbox's card form; a decline throws with the card's message (the form keeps what was typed). */
export function useSandboxPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxPaymentBody) =>
      api.post('/api/membership/sandbox/payments', PaymentResultSchema, body, OPTIONS),
    onSuccess: (result) => {
      client.setQueryData(billingKeys.membership, result.membership);
      void client.invalidateQueries({ queryKey: billingKeys.invoices });
    },
  });
}

export function useAuthenticatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ checkoutId, approve }: { checkoutId: string; approve: boolean }) =>
      api.post(
        `/api/membership/sandbox/payments/${checkoutId}/authenticate`,
        PaymentResultSchema,
        { approve },
        OPTIONS,
      ),
    onSuccess: (result) => {
      client.setQueryData(billingKeys.membership, result.membership);
      void client.invalidateQueries({ queryKey: billingKeys.invoices });
    },
  });
}

export const usePremiumLinks = () =>
  useQuery({
    queryKey: billingKeys.premiumLinks,
    queryFn: () => api.get('/api/membership/premium-links', PremiumLinkListSchema, OPTIONS),
  });

/** Puts an open removal under the premium terms; a refusal is shown by the form that asked. */
export function useUsePremiumLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (removalId: string) =>
      api.post('/api/membership/premium-links', PremiumLinkListSchema, { removalId }, OPTIONS),
    onSuccess: (links) => client.setQueryData(billingKeys.premiumLinks, links),
  });
}
