import { OrderUploadedSchema } from '@cleardocket/domain/court-records/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { courtKeys } from './court-api';
import type { AttorneyLink } from './court-api';
import type { OrderKind } from './court-api';

export function useAttorneyUploadOrder(id: string, link: AttorneyLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind, orderedOn }: { file: Blob; kind: OrderKind; orderedOn: string }) => {
      const query = new URLSearchParams({ expires: String(link.expires), sig: link.sig, kind });
      if (orderedOn) query.set('orderedOn', orderedOn);
      return api.post(
        `/api/court-records/attorney/referrals/${id}/orders?${query.toString()}`,
        OrderUploadedSchema,
        file,
        { ...OPTIONS, redirectOnUnauthorized: false },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.attorneyReferral(id) }),
  });
}
