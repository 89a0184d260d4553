import { PetitionResponseSchema } from '@cleardocket/domain/court-records/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { useCaseMutation } from './court-api';

export const usePetition = (caseId: string) =>
  useCaseMutation(() =>
    api.post(`/api/court-records/cases/${caseId}/petition`, PetitionResponseSchema, undefined, OPTIONS),
  );
