import { CaseResponseSchema } from '@cleardocket/domain/court-records/contract';
import type { EligibilityAnswers } from '@cleardocket/domain/court-records/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { useCaseMutation } from './court-api';

export const useSaveCaseEligibility = (caseId: string) =>
  useCaseMutation((answers: EligibilityAnswers) =>
    api.put(`/api/court-records/cases/${caseId}/eligibility`, CaseResponseSchema, answers, OPTIONS),
  );
