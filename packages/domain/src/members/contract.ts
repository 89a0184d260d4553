import * as z from 'zod/mini';
import { CONSOLE_PAGE } from '../constants';
import { PLAN_IDS } from '../membership/plans';
import { TimestampSchema, pageQuery } from '../wire';
import { MEMBER_STATUSES } from './status';

/** The operator console's member list and its suspend / reinstate (`/api/admin/members*`, admins only). */
export const MembersQuerySchema = z.object({
  /** Part of a name or an email address. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(MEMBER_STATUSES)),
  /** A plan, or `none` for members without one. */
  plan: z.optional(z.enum([...PLAN_IDS, 'none'])),
  ...pageQuery(CONSOLE_PAGE),
});

const MemberRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: TimestampSchema,
  status: z.enum(MEMBER_STATUSES),
  isAdmin: z.boolean(),
  planId: z.nullable(z.string()),
  /** Takedown requests not completed yet. */
  openRequests: z.number(),
  /** Why the member is suspended (the operator's words), when they are. */
  suspendedReason: z.nullable(z.string()),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

export const MembersPageSchema = z.object({
  members: z.array(MemberRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const MemberReasonSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'Give a reason'), z.maxLength(500, 'Keep it under 500 characters')),
});

export const MemberResponseSchema = z.object({ member: MemberRowSchema });
