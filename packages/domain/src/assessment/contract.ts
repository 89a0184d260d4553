import * as z from 'zod/mini';
import { SEVERITIES } from '../search/severity';
import { TimestampSchema } from '../wire';
import { ASSESSMENT_MESSAGES, OUTCOMES, PLACES, RECORD_KINDS } from './assess';
import { LEAD_MESSAGES, SITE_KINDS } from './lead';

/**
 * The free assessment's wire (`/api/assessment/*`, issue 16 step 1). zod/mini: the static
 * assessment pages parse with it and their first load stays small (decision 009, 017).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const name = (message: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(100, 'Keep a name to 100 characters'),
    z.refine((value) => !/[<>{}[\]\\`]/.test(value), 'A name cannot contain < > { } [ ] \\ or `'),
  );
const optionalText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

const AssessmentAnswersSchema = z.object({
  kinds: z
    .array(z.enum(RECORD_KINDS))
    .check(z.minLength(1, ASSESSMENT_MESSAGES.noKind), z.maxLength(RECORD_KINDS.length)),
  outcome: z.enum(OUTCOMES),
  places: z.array(z.enum(PLACES)).check(z.maxLength(PLACES.length)),
  // A two-letter code (the form's select); the states' list lives beside classic zod (profile/address.ts).
  state: z.string().check(z.regex(/^[A-Z]{2}$/, ASSESSMENT_MESSAGES.noState)),
});

export const LeadBodySchema = z.object({
  answers: AssessmentAnswersSchema,
  firstName: name(LEAD_MESSAGES.firstName),
  lastName: name(LEAD_MESSAGES.lastName),
  city: optionalText(80, 'Keep the city to 80 characters'),
  caseNumber: optionalText(60, 'Keep the case number to 60 characters'),
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, LEAD_MESSAGES.email),
      z.regex(EMAIL_PATTERN, LEAD_MESSAGES.email),
    ),
  consent: z.literal(true, LEAD_MESSAGES.consent),
});
export type LeadBody = z.input<typeof LeadBodySchema>;

/** The lead's token: in the answer's body and in an httpOnly cookie. */
export const LeadCreatedSchema = z.object({ token: z.string(), expiresAt: TimestampSchema });

export const LeadTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
});

const CountSchema = z.number().check(z.int(), z.minimum(0));

/** The code emailed to the lead's address (issue 32 item 4). */
export const LeadCodeBodySchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email.')),
});

/** Before the code: nothing about the scan, not even whether it ran. */
const LeadAwaitingCodeSchema = z.object({ status: z.literal('needs_code'), expiresAt: TimestampSchema });

/** The anonymous preview: counts, masked findings, the removal path per kind; never a name. */
const LeadFindingsSchema = z.object({
  status: z.enum(['running', 'done', 'failed']),
  expiresAt: TimestampSchema,
  answers: AssessmentAnswersSchema,
  total: CountSchema,
  needsAction: CountSchema,
  /** Results that may be the visitor (high or medium severity, not ruled out): asked "Is this you?" after sign-up. */
  needsReview: CountSchema,
  bySeverity: z.object({ high: CountSchema, medium: CountSchema, low: CountSchema }),
  byKind: z.array(z.object({ kind: z.enum(SITE_KINDS), label: z.string(), count: CountSchema })),
  findings: z.array(z.object({ site: z.string(), kind: z.string(), severity: z.enum(SEVERITIES), title: z.string() })),
  removalPaths: z.array(z.object({ kind: z.enum(SITE_KINDS), label: z.string(), title: z.string(), text: z.string() })),
});
export const LeadPreviewSchema = z.union([LeadAwaitingCodeSchema, LeadFindingsSchema]);
export type LeadPreview = z.infer<typeof LeadPreviewSchema>;
export type LeadFindings = z.infer<typeof LeadFindingsSchema>;
