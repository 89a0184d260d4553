import { EligibilityResultSchema } from '@cleardocket/domain/court-records/contract';
import type { EligibilityAnswers } from '@cleardocket/domain/court-records/contract';
import { api } from '~/lib/api-client';

/** POST /api/court-records/public-check: the pre-check without an account (nothing is stored). */
export const publicCheck = (answers: EligibilityAnswers) =>
  api.post('/api/court-records/public-check', EligibilityResultSchema, answers, {
    useServerMessage: true,
    redirectOnUnauthorized: false,
  });
