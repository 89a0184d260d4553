import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_MESSAGES, hasNoMarkup } from '../identity/person-name';
import { z } from 'zod';

/** US states, DC and territories: the places the product's partner attorneys and removals cover. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
] as const;

const ADDRESS_MESSAGES = {
  line1: 'Street address is required',
  city: 'City is required',
  state: 'Choose a US state',
  postalCode: 'ZIP code must be 5 digits, or 5+4',
} as const;

/** One schema for the address form and the API (STYLE "Data flow"). */
export const AddressInputSchema = z.object({
  label: z.string().trim().max(50).optional(),
  line1: z.string().trim().min(1, ADDRESS_MESSAGES.line1).max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1, ADDRESS_MESSAGES.city).max(100),
  state: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(US_STATES, { message: ADDRESS_MESSAGES.state })),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, ADDRESS_MESSAGES.postalCode),
  isPrimary: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressUpdateSchema = AddressInputSchema.partial();
export type AddressUpdate = z.infer<typeof AddressUpdateSchema>;

/** A person's name in a form or a body: trimmed, required, at most 100 characters, no markup. */
export const personName = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(PERSON_NAME_MAX_LENGTH, PERSON_NAME_MESSAGES.tooLong)
    .refine(hasNoMarkup, PERSON_NAME_MESSAGES.markup);

export const ProfileUpdateSchema = z.object({
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** A short id a person can read to support staff: 'CD-' and 6 letters or digits from the user id. */
export function toUserFriendlyId(userId: string): string {
  return `CD-${userId.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}
