import { profileLimitAdvice } from '../membership/plan-copy';
import { z } from 'zod';
import { PERSON_NAME_MESSAGES, hasNoMarkup } from '../identity/person-name';
import { personName } from '../profile/address';

/**
 * The people and businesses a member acts for (issue 16's relationship step; issue 17 builds on
 * them): the member themself, a family member with their recorded consent, or a business.
 */
export const PROFILE_KINDS = ['self', 'family', 'business'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

export const FAMILY_RELATIONS = ['spouse', 'parent', 'child', 'sibling', 'other'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

export const FAMILY_RELATION_LABELS: Record<FamilyRelation, string> = {
  spouse: 'Spouse or partner',
  parent: 'Parent',
  child: 'Child',
  sibling: 'Brother or sister',
  other: 'Another relative',
};

/** The consent a member gives for a family member, stored word for word with the profile. */
export const FAMILY_CONSENT_TEXT =
  'I have their permission to look for and remove records about them, or I am their parent or legal guardian.';

export const COMPANY_NAME_MAX_LENGTH = 200;

const PROFILE_MESSAGES = {
  firstName: 'Enter their first name',
  lastName: 'Enter their last name',
  relation: 'Choose how you are related',
  consent: 'We can act for a family member only with their permission',
  companyName: 'Enter the business name',
  companyTooLong: `Keep the business name to ${COMPANY_NAME_MAX_LENGTH} characters`,
} as const;

/** Who a profile is for: the form's schema and the route's body. */
export const ProfileInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('self') }),
  z.object({
    kind: z.literal('family'),
    firstName: personName(PROFILE_MESSAGES.firstName),
    lastName: personName(PROFILE_MESSAGES.lastName),
    relation: z.enum(FAMILY_RELATIONS, { error: PROFILE_MESSAGES.relation }),
    consent: z.literal(true, { error: PROFILE_MESSAGES.consent }),
  }),
  z.object({
    kind: z.literal('business'),
    companyName: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.companyName)
      .max(COMPANY_NAME_MAX_LENGTH, PROFILE_MESSAGES.companyTooLong)
      .refine(hasNoMarkup, PERSON_NAME_MESSAGES.markup),
  }),
]);
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** How a profile is named on screen: the person's or the business's name. */
export function profileLabel(profile: {
  kind: ProfileKind;
  firstName: string;
  lastName: string;
  companyName: string | null;
}) {
  if (profile.kind === 'business') return profile.companyName ?? '';
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** The sentence a member over their plan's number of profiles is refused with. */
export function profileLimitMessage(limit: number): string {
  return profileLimitAdvice(limit).text;
}
