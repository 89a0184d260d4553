import { OwnLeadSchema } from '@cleardocket/domain/assessment/own-lead';
import { api } from '~/lib/api-client';

/**
 * This browser's own free-assessment lead (GET /api/assessment/lead, read with its httpOnly
 * cookie): the name and email sign-up fills in, or null.
 */
export const getOwnLead = async () =>
  (await api.get('/api/assessment/lead', OwnLeadSchema, { redirectOnUnauthorized: false })).lead;
