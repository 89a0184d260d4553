import { z } from 'zod';
import * as zm from 'zod/mini';
import { TimestampSchema } from '../wire';

/**
 * Consent the product can verify for a family member's or business's profile (issue 32 item 4).
 * An adult confirms by a link sent to their own email; a parent of a minor, a guardian or someone
 * holding a power of attorney (or a business's owner or officer) attests their role, which is
 * recorded with its words and reviewable by an operator. A profile is searched only with one.
 */
export const CONSENT_ROLES = ['parent-of-minor', 'guardian', 'power-of-attorney', 'business-officer'] as const;
export type ConsentRole = (typeof CONSENT_ROLES)[number];

export const CONSENT_ROLE_LABELS: Record<ConsentRole, string> = {
  'parent-of-minor': 'I am the parent of this child (under 18)',
  guardian: 'I am their court-appointed guardian',
  'power-of-attorney': 'I hold a power of attorney for them',
  'business-officer': 'I am an owner or officer of this business',
};

export const CONSENT_STATUSES = ['none', 'pending', 'confirmed', 'attested', 'rejected'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** Whether a profile's latest consent lets it be searched. */
export const isConsentValid = (status: ConsentStatus) => status === 'confirmed' || status === 'attested';

/** How long a confirmation link works. */
export const CONSENT_LINK_DAYS = 7;

/** The words a member attests, stored with the record. */
export function attestationStatement(role: ConsentRole, label: string): string {
  return `${CONSENT_ROLE_LABELS[role]}: ${label}. I may act for them to find and remove records about them, and I can show the document that proves it if asked.`;
}

export const CONSENT_MESSAGES = {
  required:
    'We search for someone else only with their consent: send them a confirmation link, or state your role (parent, guardian, power of attorney) on their profile.',
  roleNotFor: 'That role does not fit this profile.',
  linkInvalid: 'This confirmation link has expired or was already used.',
  ownEmail: 'Send the link to their own email address, not yours.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The person's own email, for the confirmation link (the member's form and the route). */
export const ConsentLinkSchema = z.object({
  method: z.literal('email-link'),
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL, 'Enter a valid email address.'),
});

/** The member's role, attested in words that are stored. */
const ConsentAttestationSchema = z.object({
  method: z.literal('attestation'),
  role: z.enum(CONSENT_ROLES, { error: 'Choose your role.' }),
  attest: z.literal(true, { error: 'Please confirm the statement.' }),
});

/** The attestation as its form fills it in: a plain checkbox, checked by the route's schema. */
export const ConsentAttestationFormSchema = z
  .object({ role: z.enum(CONSENT_ROLES, { error: 'Choose your role.' }), attest: z.boolean() })
  .transform((values) => ({ method: 'attestation' as const, ...values }))
  .pipe(ConsentAttestationSchema);

export const ConsentRequestSchema = z.discriminatedUnion('method', [ConsentLinkSchema, ConsentAttestationSchema]);
export type ConsentRequest = z.infer<typeof ConsentRequestSchema>;

export const ConsentTokenBodySchema = zm.object({
  token: zm.string().check(zm.minLength(20), zm.maxLength(100), zm.regex(/^[A-Za-z0-9_-]+$/)),
});

export const ConsentSchema = zm.object({
  profileId: zm.string(),
  status: zm.enum(CONSENT_STATUSES),
  method: zm.nullable(zm.enum(['email-link', 'attestation'])),
  role: zm.nullable(zm.enum(CONSENT_ROLES)),
  createdAt: zm.nullable(TimestampSchema),
});
export type ConsentWire = zm.input<typeof ConsentSchema>;

/** The operator's review list: attested roles waiting for (or past) a look. */
export const AdminConsentListSchema = zm.object({
  consents: zm.array(
    zm.object({
      id: zm.string(),
      memberId: zm.string(),
      profileId: zm.string(),
      role: zm.nullable(zm.enum(CONSENT_ROLES)),
      statement: zm.nullable(zm.string()),
      status: zm.enum(CONSENT_STATUSES),
      createdAt: TimestampSchema,
      reviewedAt: zm.nullable(TimestampSchema),
    }),
  ),
});

export const ConsentReviewBodySchema = zm.object({
  decision: zm.enum(['accept', 'reject']),
  note: zm.string().check(zm.trim(), zm.minLength(1, 'Say why.'), zm.maxLength(1000)),
});
