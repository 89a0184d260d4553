import { CaseResponseSchema } from '@cleardocket/domain/court-records/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { useCaseMutation } from './court-api';

export const useLinkFinding = (caseId: string) =>
  useCaseMutation((resultId: string) =>
    api.post(`/api/court-records/cases/${caseId}/findings`, CaseResponseSchema, { resultIds: [resultId] }, OPTIONS),
  );
