import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';
import { isCourtDay } from './court-day';
import { CASE_TYPES, CHARGE_LEVELS, DISPOSITIONS, OFFENCE_CATEGORIES } from './eligibility/index';
import { REFERRAL_STATUSES } from './referrals';

/**
 * The court-records wire (`/api/court-records/*`, `/api/admin/court-records/*`, issue 15): the
 * eligibility pre-check, cases and where they appear online, partner attorneys and referrals,
 * the petition packet, orders and the removals an order opens.
 */
const DAY = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.'),
    z.refine(isCourtDay, 'Enter a real date, not in the future.'),
  );
const STATE = z.string().check(z.regex(/^[A-Z]{2}$/, 'Choose a state.'));
const text = (max: number, message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** The pre-check's answers: the eligibility engine's input (court-records/eligibility/types.ts). */
export const EligibilityInputSchema = z.object({
  state: STATE,
  caseType: z.enum(CASE_TYPES),
  chargeLevel: z.nullable(z.enum(CHARGE_LEVELS)),
  offenceCategory: z.nullable(z.enum(OFFENCE_CATEGORIES)),
  disposition: z.enum(DISPOSITIONS),
  offenceDate: z.nullable(DAY),
  dispositionDate: DAY,
  sentenceCompletedDate: z.nullable(DAY),
  otherCases: z.object({
    pending: z.boolean(),
    laterConvictionDates: z.array(DAY).check(z.maxLength(20)),
  }),
});
export type EligibilityAnswers = z.infer<typeof EligibilityInputSchema>;

const StatuteSchema = z.object({ citation: z.string(), title: z.string(), url: z.string(), lastChecked: z.string() });

export const EligibilityResultSchema = z.object({
  likelihood: z.enum(['likely', 'possibly', 'unlikely']),
  remedy: z.enum(['sealing', 'expungement', 'set_aside', 'record_clearance', 'none']),
  waitingPeriodEnds: z.nullable(z.string()),
  /** Days from today until the wait ends; null when none is left. */
  waitingDaysLeft: z.nullable(z.number()),
  automatic: z.object({ provided: z.boolean(), text: z.string() }),
  reasons: z.array(z.string()),
  statutes: z.array(StatuteSchema),
  notLegalAdvice: z.string(),
  checkedOn: z.string(),
});
export type EligibilityOutcome = z.infer<typeof EligibilityResultSchema>;

export const StatesSchema = z.object({ states: z.array(z.object({ code: z.string(), name: z.string() })) });

/* Cases */

export const CaseBodySchema = z.object({
  caseNumber: text(60, 'Enter the case number.'),
  caption: text(200, 'Enter the case name, such as “State v. Doe”.'),
  court: text(200, 'Enter the court.'),
  state: STATE,
  caseType: z.enum(CASE_TYPES),
  /** A business the member acts for (its lawsuits follow the same path); none for the member's own. */
  protectedProfileId: z.optional(z.nullable(z.uuid())),
});
export type CaseBody = z.infer<typeof CaseBodySchema>;

export const LinkFindingsBodySchema = z.object({
  resultIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(200)),
});

const RemovalSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  siteName: z.nullable(z.string()),
  domain: z.string(),
  method: z.string(),
  status: z.string(),
  /** Whether the order opened it. */
  fromOrder: z.boolean(),
});

/** Where the case stands on one page: still online, a removal running, or gone. */
export const APPEARANCE_STATUSES = ['online', 'removal_in_progress', 'removed', 'not_removed'] as const;

const AppearanceSchema = z.object({
  resultId: z.uuid(),
  url: z.string(),
  title: z.string(),
  siteName: z.nullable(z.string()),
  category: z.string(),
  firstSeenAt: TimestampSchema,
  status: z.enum(APPEARANCE_STATUSES),
  removals: z.array(RemovalSummarySchema),
});

const DocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['petition_packet', 'order']),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  uploadedBy: z.enum(['member', 'attorney', 'system']),
  createdAt: TimestampSchema,
  url: z.string(),
});

const ReferralEventSchema = z.object({
  status: z.enum(REFERRAL_STATUSES),
  actor: z.enum(['member', 'operator', 'attorney']),
  note: z.nullable(z.string()),
  createdAt: TimestampSchema,
});

const ReferralSchema = z.object({
  id: z.uuid(),
  caseId: z.uuid(),
  attorney: z.object({ id: z.uuid(), name: z.string(), firm: z.nullable(z.string()) }),
  status: z.enum(REFERRAL_STATUSES),
  consentText: z.string(),
  consentVersion: z.string(),
  consentedAt: TimestampSchema,
  events: z.array(ReferralEventSchema),
  createdAt: TimestampSchema,
});

const CaseSummarySchema = z.object({
  id: z.uuid(),
  caseNumber: z.string(),
  caption: z.string(),
  court: z.string(),
  state: z.string(),
  caseType: z.enum(CASE_TYPES),
  protectedProfileId: z.nullable(z.uuid()),
  createdAt: TimestampSchema,
});

const CaseSchema = z.object({
  ...CaseSummarySchema.shape,
  eligibility: z.nullable(z.object({ input: EligibilityInputSchema, result: EligibilityResultSchema })),
  appearances: z.array(AppearanceSchema),
  /** Every appearance removed (an empty case is not “gone everywhere”). */
  goneEverywhere: z.boolean(),
  referrals: z.array(ReferralSchema),
  documents: z.array(DocumentSchema),
});
export type CourtCase = z.infer<typeof CaseSchema>;

export const CaseResponseSchema = z.object({ case: CaseSchema });
export const CaseListSchema = z.object({
  cases: z.array(z.object({ ...CaseSummarySchema.shape, appearances: z.number(), goneEverywhere: z.boolean() })),
});

/* Partner attorneys */

const list = (max: number) =>
  z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))).check(z.maxLength(max));

export const AttorneyBodySchema = z.object({
  name: text(120, 'Enter the attorney’s name.'),
  firm: optionalText(160),
  email: z.email('Enter an email address.').check(z.maxLength(254)),
  phone: optionalText(40),
  states: z.array(STATE).check(z.minLength(1, 'Choose at least one state.'), z.maxLength(60)),
  practiceAreas: list(20),
  fees: text(300, 'Say how the attorney charges.'),
  languages: list(20),
  /** Open referrals the attorney takes at once. */
  capacity: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
  active: z.boolean(),
});

/** What a member sees of a partner attorney. */
const PublicAttorneySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  firm: z.nullable(z.string()),
  states: z.array(z.string()),
  practiceAreas: z.array(z.string()),
  fees: z.string(),
  languages: z.array(z.string()),
  acceptingReferrals: z.boolean(),
});

export const AttorneyListSchema = z.object({ attorneys: z.array(PublicAttorneySchema) });
export const AttorneyQuerySchema = z.object({ state: z.optional(STATE) });

const AdminAttorneySchema = z.object({
  ...PublicAttorneySchema.shape,
  email: z.string(),
  phone: z.nullable(z.string()),
  capacity: z.number(),
  active: z.boolean(),
  openReferrals: z.number(),
});
export const AdminAttorneyListSchema = z.object({ attorneys: z.array(AdminAttorneySchema) });
export const AdminAttorneyResponseSchema = z.object({ attorney: AdminAttorneySchema });

/* Referrals */

export const ConsentTextQuerySchema = z.object({ attorneyId: z.uuid() });
export const ConsentTextSchema = z.object({ text: z.string(), version: z.string(), sharedFacts: z.array(z.string()) });

export const ReferralBodySchema = z.object({
  attorneyId: z.uuid(),
  /** The member ticked the consent box; the version is the text they read. */
  consent: z.literal(true, 'Tick the box to agree to share these facts with the attorney.'),
  consentVersion: z.string().check(z.minLength(1), z.maxLength(40)),
});
export const ReferralResponseSchema = z.object({ referral: ReferralSchema });

export const ReferralStatusBodySchema = z.object({
  status: z.enum(REFERRAL_STATUSES),
  note: optionalText(1000),
});

export const AdminReferralListSchema = z.object({
  referrals: z.array(
    z.object({ ...ReferralSchema.shape, memberEmail: z.string(), caseNumber: z.string(), caption: z.string() }),
  ),
});

/** The attorney's signed link: the referral, when it stops working and its HMAC. */
export const AttorneyLinkParamsSchema = z.object({ id: z.uuid() });
export const AttorneyLinkQuerySchema = z.object({
  expires: z.coerce.number().check(z.int(), z.minimum(0)),
  sig: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export const AttorneyReferralSchema = z.object({
  referral: ReferralSchema,
  member: z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  case: CaseSchema,
});

/* Documents */

export const PetitionResponseSchema = z.object({ document: DocumentSchema });
export const OrderQuerySchema = z.object({
  kind: z._default(z.enum(['sealing', 'expungement', 'dismissal']), 'sealing'),
  orderedOn: z.optional(DAY),
});
/** An open request of the member's for a page of the case, which the order joined instead of opening another. */
const OrderJoinedRequestSchema = z.object({
  takedownId: z.string(),
  reference: z.string(),
  url: z.string(),
  site: z.string(),
});
export const OrderUploadedSchema = z.object({
  document: DocumentSchema,
  /** Removal requests opened for pages without an open request. */
  removalsOpened: z.number(),
  /** Open requests the order was added to (issue 31 item 7): never a second request for a page. */
  addedToOpen: z.array(OrderJoinedRequestSchema),
});
export type OrderUploaded = z.infer<typeof OrderUploadedSchema>;
export const DocumentParamsSchema = z.object({ id: z.uuid(), documentId: z.uuid() });

/* Attorney links (issue 32): withdrawn by the member, every use on record */

const ATTORNEY_LINK_ACTIONS = ['read', 'status', 'order'] as const;
export const AttorneyLinkUsesSchema = z.object({
  /** When the member withdrew the referral's links; null while they work. */
  revokedAt: z.nullable(TimestampSchema),
  /** How many days a link works from the email that carried it. */
  linkDays: z.number(),
  uses: z.array(z.object({ action: z.enum(ATTORNEY_LINK_ACTIONS), at: TimestampSchema, ip: z.nullable(z.string()) })),
});
export type AttorneyLinkUses = z.infer<typeof AttorneyLinkUsesSchema>;
