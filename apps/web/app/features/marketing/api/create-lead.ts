import { LeadCreatedSchema } from '@cleardocket/domain/assessment/contract';
import type { LeadBody } from '@cleardocket/domain/assessment/contract';
import { api } from '~/lib/api-client';

/** POST /api/assessment/leads: the lead's token (also set as an httpOnly cookie) and when it expires. */
export const createLead = (body: LeadBody) =>
  api.post('/api/assessment/leads', LeadCreatedSchema, body, { useServerMessage: true, redirectOnUnauthorized: false });
