import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Button } from '~/components/ui/button';
import { useToastStore } from '~/lib/toast';
import { useUiStore } from '~/lib/ui-store';
import { CodeBlock, ScrollRegion } from './scroll-box';

/** A value as readable JSON (functions, the stores' actions, left out). */
function stateJson(state: object): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function')),
    null,
    2,
  );
}

function useQueryCacheSummary() {
  const cache = useQueryClient().getQueryCache();
  const snapshot = useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () =>
      JSON.stringify(
        cache.getAll().map((query) => ({
          key: query.queryKey,
          status: query.state.status,
          fetching: query.state.fetchStatus === 'fetching',
          stale: query.isStale(),
          updatedAt: query.state.dataUpdatedAt,
          observers: query.getObserversCount(),
        })),
      ),
    () => '[]',
  );
  return JSON.parse(snapshot) as {
    key: unknown[];
    status: string;
    fetching: boolean;
    stale: boolean;
    updatedAt: number;
    observers: number;
  }[];
}

/**
 * The client state, live (`/redux-example`): the app keeps client state in Zustand stores (the
 * dashboard's UI store and the toasts, ARCHITECTURE §3) and server state in TanStack Query's cache;
 * there is no Redux. Each control calls the store's own action.
 */
export function StoreInspector() {
  const ui = useUiStore();
  const toasts = useToastStore();
  const queries = useQueryCacheSummary();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="ui-store" className="grid gap-3">
        <h2 id="ui-store" className="text-xl font-semibold">
          UI store (<code>lib/ui-store.ts</code>)
        </h2>
        <div className="flex flex-wrap gap-2">
          {['overview', 'search', 'requests'].map((view) => (
            <Button key={view} size="sm" variant="outline" onClick={() => ui.setActiveView(view)}>
              Active view: {view}
            </Button>
          ))}
          <Button size="sm" variant="outline" onClick={ui.toggleSidebar}>
            Toggle sidebar
          </Button>
          <Button size="sm" variant="outline" onClick={() => ui.openModal('example', { openedAt: Date.now() })}>
            Open modal slot
          </Button>
          <Button size="sm" variant="outline" onClick={ui.closeModal}>
            Close modal slot
          </Button>
        </div>
        <CodeBlock label="UI store state">{stateJson(ui)}</CodeBlock>
      </section>
      <section aria-labelledby="toast-store" className="grid gap-3">
        <h2 id="toast-store" className="text-xl font-semibold">
          Toast store (<code>lib/toast.ts</code>)
        </h2>
        <CodeBlock label="Toast store state">{stateJson(toasts)}</CodeBlock>
      </section>
      <section aria-labelledby="query-cache" className="grid gap-3">
        <h2 id="query-cache" className="text-xl font-semibold">
          Server state: the query cache ({queries.length})
        </h2>
        <ScrollRegion label="Query cache">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-ink-200">
                <th scope="col" className="py-2 pr-4">
                  Key
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Stale
                </th>
                <th scope="col" className="py-2">
                  Observers
                </th>
              </tr>
            </thead>
            <tbody>
              {queries.map((query) => (
                <tr key={JSON.stringify(query.key)} className="border-b border-ink-100">
                  <td className="py-2 pr-4 font-mono text-xs">{JSON.stringify(query.key)}</td>
                  <td className="py-2 pr-4">{query.fetching ? `${query.status}, fetching` : query.status}</td>
                  <td className="py-2 pr-4">{query.stale ? 'yes' : 'no'}</td>
                  <td className="py-2">{query.observers === 1 ? '1 observer' : `${query.observers} observers`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </div>
  );
}
