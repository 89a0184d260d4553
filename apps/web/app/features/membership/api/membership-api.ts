import { toast } from '~/lib/toast';

export const OPTIONS = { useServerMessage: true } as const;

export const billingKeys = {
  all: ['billing'] as const,
  membership: ['billing', 'membership'] as const,
  invoices: ['billing', 'invoices'] as const,
  plans: ['billing', 'plans'] as const,
  premiumLinks: ['billing', 'premium-links'] as const,
  planChange: ['billing', 'plan-change'] as const,
};

export const failed = (error: Error) =>
  toast({ title: 'That did not work', description: error.message, variant: 'destructive' });
