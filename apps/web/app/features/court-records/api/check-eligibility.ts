import { EligibilityResultSchema } from '@cleardocket/domain/court-records/contract';
import type { EligibilityAnswers } from '@cleardocket/domain/court-records/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';

/** The member's pre-check: nothing is stored. */
export const checkEligibility = (answers: EligibilityAnswers) =>
  api.post('/api/court-records/check', EligibilityResultSchema, answers, OPTIONS);
