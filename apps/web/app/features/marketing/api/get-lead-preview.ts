import { LeadPreviewSchema } from '@cleardocket/domain/assessment/contract';
import { api } from '~/lib/api-client';

/** GET /api/assessment/leads/:token: the masked preview of the lead's scan. */
export const getLeadPreview = (token: string, signal?: AbortSignal) =>
  api.get(`/api/assessment/leads/${encodeURIComponent(token)}`, LeadPreviewSchema, {
    signal,
    useServerMessage: true,
    redirectOnUnauthorized: false,
  });
