import { z } from 'zod';

/**
 * The Data Rights Protocol as ClearDocket speaks it: version 0.9.4 of
 * consumer-reports-innovation-lab/data-rights-protocol (docs/drp.md lists what we took from the
 * text and where we were unsure). Pure shapes here; signing and HTTP live in the server's drp module.
 */
export const DRP_VERSION = '0.9.4';

/** The two rights we exercise for members (spec 3.01 names more; we ask for nothing else). */
export const DRP_EXERCISES = ['deletion', 'sale:opt_out'] as const;
export type DrpExercise = (typeof DRP_EXERCISES)[number];

const DRP_VERIFICATIONS = ['email', 'phone_number', 'address'] as const;
export type DrpVerification = (typeof DRP_VERIFICATIONS)[number];

/** How long a signed message is valid: the spec recommends no more than 10 minutes (2.01). */
export const DRP_MESSAGE_LIFETIME_MINUTES = 10;

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/**
 * A business's discovery document, read from `/.well-known/data-rights.json`. 0.9 moved discovery
 * into a service directory whose entries have this shape (3.05.2: api_base, supported_actions,
 * supported_verifications); before 0.9 the well-known file said `version`, `api_base`, `actions`.
 * We read either and keep only what we use.
 */
const DirectoryEntrySchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(300).optional(),
  api_base: httpUrl,
  supported_actions: z.array(z.string().max(50)).max(20),
  supported_verifications: z.array(z.string().max(50)).max(10).optional(),
});
const LegacyWellKnownSchema = z.object({
  version: z.string().max(20),
  api_base: httpUrl,
  actions: z.array(z.string().max(50)).max(20),
});

export type DrpBusiness = {
  /** The id the business goes by in the network; a legacy document names none, so its host stands in. */
  businessId: string;
  name: string | null;
  apiBase: string;
  actions: string[];
  verifications: DrpVerification[];
};

/** The discovery document as one shape, or null when it is not one (the reason is the caller's to give). */
export function parseDiscovery(value: unknown, host: string): DrpBusiness | null {
  const entry = DirectoryEntrySchema.safeParse(value);
  if (entry.success) {
    return {
      businessId: entry.data.id,
      name: entry.data.name ?? null,
      apiBase: entry.data.api_base.replace(/\/+$/, ''),
      // Before 0.9 the opt-out was spelt `sale:opt-out`; one spelling from here on.
      actions: entry.data.supported_actions.map(normaliseAction),
      verifications: (entry.data.supported_verifications ?? []).filter(isVerification),
    };
  }
  const legacy = LegacyWellKnownSchema.safeParse(value);
  if (!legacy.success) return null;
  return {
    businessId: host,
    name: null,
    apiBase: legacy.data.api_base.replace(/\/+$/, ''),
    actions: legacy.data.actions.map(normaliseAction),
    verifications: [],
  };
}

const normaliseAction = (action: string) => (action === 'sale:opt-out' ? 'sale:opt_out' : action);
const isVerification = (value: string): value is DrpVerification =>
  (DRP_VERIFICATIONS as readonly string[]).includes(value);

/** The exercises a business takes, of the two we send. */
export function supportedExercises(business: Pick<DrpBusiness, 'actions'>): DrpExercise[] {
  return DRP_EXERCISES.filter((exercise) => business.actions.includes(exercise));
}

/** 2.05.1: the pair-wise token for this agent at this business. */
export const PairwiseResponseSchema = z.object({
  'agent-id': z.string().min(1).max(200),
  token: z.string().min(1).max(2000),
});

export const DRP_STATES = ['open', 'in_progress', 'fulfilled', 'revoked', 'denied', 'expired'] as const;

/** 3.03: the Exercise Status object (responses, polls and callbacks alike). */
export const ExerciseStatusSchema = z.object({
  request_id: z.string().min(1).max(200),
  status: z.enum(DRP_STATES),
  reason: z.string().max(100).optional().nullable(),
  agent_request_id: z.string().max(200).optional().nullable(),
  received_at: z.string().max(50).optional().nullable(),
  expected_by: z.string().max(50).optional().nullable(),
  processing_details: z.string().max(4000).optional().nullable(),
  user_verification_url: httpUrl.optional().nullable(),
  expires_at: z.string().max(50).optional().nullable(),
});
export type ExerciseStatus = z.infer<typeof ExerciseStatusSchema>;

/** 3.06: the error body of a non-200 answer. */
export const DrpErrorSchema = z.object({
  code: z.string().max(10),
  message: z.string().max(2000),
  fatal: z.boolean().optional(),
});
