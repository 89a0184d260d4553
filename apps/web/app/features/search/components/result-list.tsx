import { PAGE_SIZE_OPTIONS } from '@cleardocket/domain/constants';
import { Pager } from '~/components/ui/pager';
import { Spinner } from '~/components/ui/spinner';
import { useCreateRequests } from '../api/create-requests';
import { useResultAction } from '../api/update-result';
import type { ResultPage } from '@cleardocket/domain/search/contract';
import { ResultCard } from './result-card';

/** A page of results with the page-size choice (5, 10, 20, 50) and previous/next. */
export function ResultList({
  data,
  isLoading,
  isStale = false,
  empty,
  page,
  pageSize,
  onPage,
  onPageSize,
  profileLabels,
}: {
  data: ResultPage | undefined;
  /** The names of the member's other profiles by id: a result for one of them says whose it is. */
  profileLabels?: ReadonlyMap<string, string>;
  isLoading: boolean;
  /** The previous view's results, shown while the new ones load: marked busy, not as current. */
  isStale?: boolean;
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const action = useResultAction();
  const create = useCreateRequests();
  const busy = action.isPending || create.isPending;
  if (isLoading && !data) return <Spinner label="Loading results" />;
  const results = data?.results ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-3">
      {results.length === 0 && !isStale ? (
        <p className="rounded-lg border border-dashed border-ink-300 p-6 text-ink-700">{empty}</p>
      ) : null}
      <ul className="grid gap-3" aria-label="Search results" aria-busy={isStale}>
        {results.map((result) => (
          <li key={result.id}>
            <ResultCard
              result={result}
              forLabel={result.profileId ? profileLabels?.get(result.profileId) : undefined}
              busy={busy}
              onAction={(change) => action.mutate(change)}
              onCreateRequest={(id) => create.mutate([id])}
            />
          </li>
        ))}
      </ul>
      {total > 0 ? (
        <Pager
          label="Result pages"
          page={page}
          hasNext={page < pages}
          onPage={onPage}
          status={`Page ${page} of ${pages} · ${total} ${total === 1 ? 'result' : 'results'}`}
        >
          <label className="ml-auto inline-flex items-center gap-2">
            <span>Per page</span>
            <select
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="h-9 rounded-md border border-ink-300 px-2"
            >
              {PAGE_SIZE_OPTIONS.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </Pager>
      ) : null}
    </div>
  );
}
