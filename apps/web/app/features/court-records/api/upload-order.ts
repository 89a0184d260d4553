import { OrderUploadedSchema } from '@cleardocket/domain/court-records/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import type { OrderKind } from './court-api';
import { useCaseMutation } from './court-api';

export const useUploadOrder = (caseId: string) =>
  useCaseMutation(({ file, kind, orderedOn }: { file: Blob; kind: OrderKind; orderedOn: string }) => {
    const query = new URLSearchParams({ kind });
    if (orderedOn) query.set('orderedOn', orderedOn);
    return api.post(
      `/api/court-records/cases/${caseId}/orders?${query.toString()}`,
      OrderUploadedSchema,
      file,
      OPTIONS,
    );
  });
