import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchInput } from '@cleardocket/domain/search/query';
import { toast } from '~/lib/toast';
import { searchKeys, useScan, useStartScan } from '../api/search';
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

  function run(input: SearchInput) {
    setPrompt(null);
    start.mutate(input, {
      onSuccess: ({ scan: started }) => {
        setScanId(started.id);
        onStarted(started);
      },
      onError: announceScanFailure,
    });
  }

  return {
    run,
    isSearching: start.isPending || (scan.data !== undefined && !finished),
    searchingFor: scan.data?.searchTerm ?? '',
    prompt,
    closePrompt: () => setPrompt(null),
  };
}
