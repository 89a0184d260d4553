import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';
import { FAMILY_RELATIONS, PROFILE_KINDS } from './profiles';

/** The profiles routes' wire (`/api/protected-profiles`). The body is `ProfileInputSchema`. */
export const ProtectedProfileSchema = z.object({
  id: z.string(),
  kind: z.enum(PROFILE_KINDS),
  label: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.nullable(z.string()),
  relation: z.nullable(z.enum(FAMILY_RELATIONS)),
  consentAt: z.nullable(TimestampSchema),
  createdAt: TimestampSchema,
});
export type ProtectedProfile = z.infer<typeof ProtectedProfileSchema>;
/** What the server hands the response schema (times as `Date`). */
export type ProtectedProfileWire = z.input<typeof ProtectedProfileSchema>;

export const ProtectedProfileListSchema = z.object({
  profiles: z.array(ProtectedProfileSchema),
  /** How many the member's plan covers now. */
  limit: z.number(),
});
