import { z } from 'zod';

export const AddressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** The combined profile view (spec §3): the response schema strips anything else. */
export const CombinedProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  pendingPhoneNumber: z.string().nullable(),
  imageUrl: z.string().nullable(),
  telephone_verified: z.boolean(),
  addresses: z.array(AddressSchema),
  preferences: z.record(z.string(), z.unknown()),
  is_admin: z.boolean(),
  user_friendly_id: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  last_sync: z.date().nullable(),
});

export const AddressParamsSchema = z.object({ addressId: z.uuid() });
