import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchInput } from '@cleardocket/domain/search/query';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { useScan } from '../api/get-scan';
import { searchKeys } from '../api/search-keys';
import { useStartScan } from '../api/start-scan';
import type { Scan } from '@cleardocket/domain/search/contract';
import type { RequestsPrompt } from '../components/create-requests-prompt';
import { announceScan, announceScanFailure } from '../components/scan-toasts';
import { markRequestCreated, markSearchCompleted } from '~/lib/engagement';

/**
 * One scan at a time from the search page: started, followed until it finishes, then announced
 * (spec §8 toasts), every list refreshed, and the member asked to create requests for what it found
 * unless they were created automatically.
 */
export function useScanRun(onStarted: (scan: Scan) => void) {
  const client = useQueryClient();
  const start = useStartScan();
  const [scanId, setScanId] = useState<string | null>(null);
  const scan = useScan(scanId);
  const announced = useRef<string | null>(null);
  const [prompt, setPrompt] = useState<RequestsPrompt | null>(null);
  /** Why the server would not scan (a term that is none of the profile's facts), shown on the page. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const finished = scan.data && (scan.data.status === 'completed' || scan.data.status === 'failed') ? scan.data : null;
  useEffect(() => {
    if (!finished || announced.current === finished.id) return;
    announced.current = finished.id;
    announceScan(finished);
    if (finished.status === 'completed') markSearchCompleted();
    if (finished.requestsCreated > 0) markRequestCreated();
    void client.invalidateQueries({ queryKey: searchKeys.all });
    if (finished.status === 'completed' && finished.foundCount > 0 && finished.requestsCreated === 0) {
      setPrompt({ type: finished.searchType, term: finished.searchTerm, count: finished.foundCount });
    }
    if (finished.requestsCreated > 0) {
      toast({
        title: `${finished.requestsCreated} takedown requests created`,
        description: 'Automatic request creation is on, so every finding that needs action now has a request.',
        variant: 'success',
      });
    }
  }, [finished, client]);

  function run(input: SearchInput & { profileId?: string }) {
    setPrompt(null);
    setRefusal(null);
    start.mutate(input, {
      onSuccess: ({ scan: started }) => {
        void client.invalidateQueries({ queryKey: ['protected-profiles'] });
        setScanId(started.id);
        onStarted(started);
      },
      onError: (error) => {
        // The member's own profile is made by their first scan, refused or not: its link appears.
        void client.invalidateQueries({ queryKey: ['protected-profiles'] });
        // A refusal is said on the page (role=alert), where it stays beside the form; a toast on
        // top would cover the profile page the member goes to next, on a phone.
        if (error instanceof ApiError && error.status === 400) setRefusal(error.message);
        else announceScanFailure(error);
      },
    });
  }

  return {
    run,
    isSearching: start.isPending || (scan.data !== undefined && !finished),
    searchingFor: scan.data?.searchTerm ?? '',
    prompt,
    refusal,
    closePrompt: () => setPrompt(null),
  };
}
