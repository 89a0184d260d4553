import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';

/**
 * The profile routes' wire (`/api/profile*`, spec §3 "User profile (combined view)"). Bodies are
 * the forms' own schemas in address.ts: `ProfileUpdateSchema` (PATCH /profile),
 * `AddressInputSchema` (POST /profile/addresses) and `AddressUpdateSchema` (PATCH …/:addressId).
 */
export const AddressParamsSchema = z.object({ addressId: z.uuid() });

export const AddressSchema = z.object({
  id: z.string(),
  label: z.nullable(z.string()),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isPrimary: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.object({ addresses: z.array(AddressSchema) });

/** The combined view: the response schema strips anything else the server holds. */
export const ProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  pendingPhoneNumber: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  telephone_verified: z.boolean(),
  addresses: z.array(AddressSchema),
  preferences: z.record(z.string(), z.unknown()),
  is_admin: z.boolean(),
  user_friendly_id: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  last_sync: z.nullable(TimestampSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;
