import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EvidenceUploadResponseSchema } from '@cleardocket/domain/operator/evidence-upload';
import type { EvidenceUploadBody } from '@cleardocket/domain/operator/evidence-upload';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

/** A screenshot or letter from the site, stored hashed as the evidence behind "Removed" (decision 061). */
const uploadEvidence = (removalId: string, body: EvidenceUploadBody) =>
  api.post(`/api/admin/removals/${encodeURIComponent(removalId)}/evidence-upload`, EvidenceUploadResponseSchema, body, {
    useServerMessage: true,
  });

export function useUploadEvidence(removalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EvidenceUploadBody) => uploadEvidence(removalId, body),
    onSuccess: () => toast({ title: 'Evidence uploaded', variant: 'success' }),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator'] }),
  });
}
