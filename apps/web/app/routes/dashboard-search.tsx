import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@cleardocket/domain/constants';
import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { SEARCH_TYPES, SEARCH_TYPE_LABELS } from '@cleardocket/domain/search/query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import {
  alertIdsFor,
  searchKeys,
  useAlertCount,
  useCreateRequests,
  useProvider,
  useResults,
  useScan,
  useSearchSettings,
  useStartScan,
} from '~/features/search/api/search';
import type { SearchResult } from '@cleardocket/domain/search/contract';
import type { ResultView } from '~/features/search/api/search';
import { ResultList } from '~/features/search/components/result-list';
import { SearchForm } from '~/features/search/components/search-form';
import { SearchHistory } from '~/features/search/components/search-history';
import { SearchSettingsPanel } from '~/features/search/components/match-details';
import { announceScan } from '~/features/search/components/scan-toasts';

const VIEWS: { id: ResultView; label: string }[] = [
  { id: 'current', label: 'This search' },
  { id: 'alerts', label: 'Alerts' },
  { id: 'saved', label: 'Saved' },
  { id: 'processed', label: 'Requests created' },
  { id: 'ignored', label: 'Ignored' },
  { id: 'not_me', label: 'Not me' },
];
const EMPTY: Record<ResultView, string> = {
  current: 'Run a search to see what the web shows about you.',
  alerts: 'No alerts. Everything found so far has been handled.',
  saved: 'Nothing saved yet.',
  processed: 'No takedown requests created from results yet.',
  ignored: 'No ignored results.',
  not_me: 'No results marked "Not me".',
};

const isType = (value: string | null): value is SearchType => SEARCH_TYPES.includes(value as SearchType);

/** Search in the dashboard (spec §2): scan, see findings with severity and match, act on them. */
export default function DashboardSearch() {
  const [params, setParams] = useSearchParams();
  const type = isType(params.get('type')) ? (params.get('type') as SearchType) : undefined;
  const term = params.get('term') ?? undefined;
  const view = (VIEWS.find((item) => item.id === params.get('view'))?.id ??
    (term ? 'current' : 'alerts')) as ResultView;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('size'));
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const severity = (params.get('severity') || undefined) as SearchResult['severity'] | undefined;

  const client = useQueryClient();
  const provider = useProvider();
  const settings = useSearchSettings();
  const alertCount = useAlertCount();
  const start = useStartScan();
  const [scanId, setScanId] = useState<string | null>(null);
  const scan = useScan(scanId);
  const announced = useRef<string | null>(null);
  const [prompt, setPrompt] = useState<{ type: SearchType; term: string; count: number } | null>(null);
  const createRequests = useCreateRequests();
  const results = useResults({ view, type, term, severity, page, pageSize }, view !== 'current' || Boolean(term));

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: false });
  }

  function runSearch(input: SearchInput) {
    setPrompt(null);
    start.mutate(input, {
      onSuccess: ({ scan: started }) => {
        setScanId(started.id);
        update({ type: started.searchType, term: started.searchTerm, view: 'current', page: '1' });
      },
      // A refused term keeps the server's words; anything else is the spec's 'Search failed'.
      onError: (error) =>
        toast({
          title: SEARCH_TOASTS.failed.title,
          description:
            error instanceof ApiError && error.status === 400 ? error.message : SEARCH_TOASTS.failed.description,
          variant: 'destructive',
        }),
    });
  }

  const finished = scan.data && (scan.data.status === 'completed' || scan.data.status === 'failed') ? scan.data : null;
  useEffect(() => {
    if (!finished || announced.current === finished.id) return;
    announced.current = finished.id;
    announceScan(finished);
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

  async function createAllFromPrompt() {
    if (!prompt) return;
    try {
      const ids = await alertIdsFor(prompt.type, prompt.term);
      createRequests.mutate(ids, { onSuccess: () => setPrompt(null) });
    } catch {
      toast({ ...SEARCH_TOASTS.createRequestFailed, variant: 'destructive' });
    }
  }

  const isSearching = start.isPending || (scan.data !== undefined && !finished);

  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title="Search"
        description="Scan the web for your name, cases and contact details."
        path={paths.dashboardSearch.path}
        noindex
      />
      <div>
        <h1 className="text-3xl font-bold">Search the web</h1>
        <p className="mt-2 text-ink-700">
          We look for your name, company, case numbers, phone, email and address on people-search, court-record and
          mugshot sites, then flag what may need removing.
        </p>
        {provider.data?.simulated ? (
          <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
            Demo mode: results come from ClearDocket&apos;s built-in sample data, not a live web search.
          </p>
        ) : null}
      </div>
      <SearchForm
        key={`${type ?? ''}:${term ?? ''}`}
        initial={type && term ? { type, term } : undefined}
        isSearching={isSearching}
        onSearch={runSearch}
      />
      {isSearching ? <Spinner label={`Searching for "${scan.data?.searchTerm ?? ''}"…`} /> : null}
      {prompt && !settings.data?.autoCreateRequests ? (
        <div role="region" aria-label="Create requests" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold">
            Create takedown requests for the {prompt.count} {prompt.count === 1 ? 'finding' : 'findings'} that need
            action?
          </p>
          <p className="text-sm text-ink-700">You can also act on each result below, one at a time.</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" disabled={createRequests.isPending} onClick={() => void createAllFromPrompt()}>
              Create {prompt.count} {prompt.count === 1 ? 'request' : 'requests'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPrompt(null)}>
              Not now
            </Button>
          </div>
        </div>
      ) : null}
      <section aria-labelledby="results-heading" className="grid gap-4">
        <h2 id="results-heading" className="text-xl font-semibold">
          {view === 'current' && term && type ? `Results for "${term}" (${SEARCH_TYPE_LABELS[type]})` : 'Your findings'}
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Show">
          {VIEWS.map((item) => (
            <Button
              key={item.id}
              size="sm"
              variant={view === item.id ? 'secondary' : 'outline'}
              aria-pressed={view === item.id}
              onClick={() => update({ view: item.id, page: '1' })}
            >
              {item.label}
              {item.id === 'alerts' && alertCount.data !== undefined ? ` (${alertCount.data})` : ''}
            </Button>
          ))}
          <label className="ml-auto inline-flex items-center gap-2">
            <span>Severity</span>
            <select
              value={severity ?? ''}
              onChange={(event) => update({ severity: event.target.value, page: '1' })}
              className="h-9 rounded-md border border-ink-300 px-2"
            >
              <option value="">Any</option>
              <option value="high">High</option>
              <option value="medium">Medium</option>
              <option value="low">Low</option>
            </select>
          </label>
        </div>
        <ResultList
          data={results.data}
          isLoading={results.isLoading}
          empty={EMPTY[view]}
          page={page}
          pageSize={pageSize}
          onPage={(next) => update({ page: String(next) })}
          onPageSize={(size) => update({ size: String(size), page: '1' })}
        />
      </section>
      <SearchHistory onPick={(pickedType, pickedTerm) => runSearch({ type: pickedType, term: pickedTerm })} />
      <SearchSettingsPanel />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
