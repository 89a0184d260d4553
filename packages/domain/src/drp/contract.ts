import { z } from 'zod';
import { TimestampSchema } from '../wire';
import { DRP_EXERCISES, ExerciseStatusSchema } from './protocol';

/** Our entry for the DRP service directory (3.05.1), as GET /api/drp/agent serves it. */
export const AgentEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  verify_key: z.string(),
  web_url: z.string(),
  identity_assurance_url: z.string(),
  technical_contact: z.string(),
  business_contact: z.string(),
});

/** A removal's DRP request as the member sees it. */
export const DrpRequestSchema = z.object({
  domain: z.string(),
  exercise: z.enum(DRP_EXERCISES),
  state: z.string(),
  reason: z.nullable(z.string()),
  processingDetails: z.nullable(z.string()),
  /** The business's page where the member confirms who they are (need_user_verification). */
  userVerificationUrl: z.nullable(z.string()),
  expectedBy: z.nullable(TimestampSchema),
  createdAt: TimestampSchema,
});
export const DrpRequestResponseSchema = z.object({ request: z.nullable(DrpRequestSchema) });

export const RevokeBodySchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

/** 2.03: a business's status callback; fields we do not read are let through and ignored. */
export const StatusCallbackBodySchema = ExerciseStatusSchema.loose();
export const TokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
