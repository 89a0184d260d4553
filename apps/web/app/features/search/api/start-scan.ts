import { ScanResponseSchema } from '@cleardocket/domain/search/contract';
import type { SearchInput } from '@cleardocket/domain/search/query';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './search-keys';

/** Starts a scan for one of the member's profiles (the member themself without `profileId`). */
export const startScan = (input: SearchInput & { profileId?: string }) =>
  api.create('/api/search/scans', ScanResponseSchema, input, OPTIONS);

export function useStartScan() {
  return useMutation({ mutationFn: startScan });
}
