import { LeadCodeBodySchema } from '@cleardocket/domain/assessment/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';

/** POST /api/assessment/leads/:token/verify: the code from the email starts the lead's scan. */
export const verifyLead = (token: string, code: string) =>
  api.post(`/api/assessment/leads/${encodeURIComponent(token)}/verify`, OkSchema, LeadCodeBodySchema.parse({ code }), {
    useServerMessage: true,
    redirectOnUnauthorized: false,
  });
