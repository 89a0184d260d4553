import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';
import { CONSENT_STATUSES } from './consent';
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
  /** The consent the product verified for someone else's profile ("none" for the member's own). */
  consentStatus: z.enum(CONSENT_STATUSES),
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

const short = z.string().check(z.trim(), z.maxLength(200));
const list = z.array(short).check(z.maxLength(30));
const PlaceSchema = z.object({
  city: z.string().check(z.trim(), z.maxLength(100)),
  state: z.string().check(z.trim(), z.maxLength(40)),
  county: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
});

/** A profile's facts (facts.ts `ProfileFacts`): the body of a change and part of the answer. */
export const ProfileFactsSchema = z.object({
  middleName: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
  otherNames: list,
  birthYear: z.nullable(z.int().check(z.gte(1900), z.lte(2100))),
  places: z.array(PlaceSchema).check(z.maxLength(30)),
  relatives: list,
  phones: list,
  emails: list,
  caseNumbers: list,
  companies: list,
  addresses: list,
  /** Usernames on social sites; optional for clients written before it existed. */
  handles: z.optional(list),
  owner: z.nullable(short),
});

/** `GET|PUT /api/search/profiles/:id/facts`: the profile, its facts, and what the account adds (myself only). */
export const ProfileFactsResponseSchema = z.object({
  profile: ProtectedProfileSchema,
  facts: ProfileFactsSchema,
  fromAccount: z.nullable(
    z.object({
      phones: z.array(z.string()),
      emails: z.array(z.string()),
      places: z.array(PlaceSchema),
      addresses: z.array(z.string()),
    }),
  ),
});
export type ProfileFactsResponse = z.infer<typeof ProfileFactsResponseSchema>;

/**
 * `GET /api/search/results/:id/lessons`: what a listing the member confirmed ("This is me") can add
 * to its profile (learn.ts); `POST` with the ones the member chose adds them.
 */
export const LessonsSchema = z.object({ relatives: list, places: z.array(PlaceSchema).check(z.maxLength(30)) });
export type LessonsWire = z.infer<typeof LessonsSchema>;
