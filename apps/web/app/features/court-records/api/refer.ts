import { ReferralResponseSchema } from '@cleardocket/domain/court-records/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { useCaseMutation } from './court-api';

export const useRefer = (caseId: string) =>
  useCaseMutation((body: { attorneyId: string; consent: true; consentVersion: string }) =>
    api.create(`/api/court-records/cases/${caseId}/referrals`, ReferralResponseSchema, body, OPTIONS),
  );
