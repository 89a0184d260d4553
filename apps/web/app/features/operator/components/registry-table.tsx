import { useState } from 'react';
import type { RegistryCatalogue } from '@cleardocket/domain/registry/contract';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import { formatMoment } from '~/lib/dates';
import { useRegistry } from '../api/get-registry';
import { ConsolePager } from './console-pager';
import { ListState } from './console-states';

type Broker = RegistryCatalogue['brokers'][number];

/** Each stored route in words (docs/registry-catalogue.md); a route not listed is shown as it is. */
const ROUTE_LABELS: Record<string, string> = {
  drp: 'Data Rights Protocol',
  form: 'Request form',
  portal: 'Privacy portal or form builder',
  search: 'People search first',
  email: 'Email',
  none: 'Nothing usable',
  'could-not-check': 'Could not check',
  unreachable: 'Unreachable',
  'not-yet-classified': 'Not yet classified',
};
const routeLabel = (route: string) => ROUTE_LABELS[route] ?? route.replace(/-/g, ' ');

const PAGE_SIZE = 50;

const flagsOf = (broker: Broker) =>
  [
    broker.flags.minors ? 'minors' : '',
    broker.flags.location ? 'location' : '',
    broker.flags.reproductiveHealth ? 'reproductive health' : '',
  ]
    .filter(Boolean)
    .join(', ') || '—';

/** How many brokers each route has, largest first. */
function RouteCounts({ counts }: { counts: Record<string, number> }) {
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <dl aria-label="Brokers per route" className="flex flex-wrap gap-3">
      {rows.map(([route, count]) => (
        <div key={route} className="rounded-md border border-ink-200 bg-white px-3 py-2">
          <dt className="text-sm text-ink-700">{routeLabel(route)}</dt>
          <dd className="text-xl font-semibold">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

function BrokerRow({ broker }: { broker: Broker }) {
  const page = broker.requestUrl ?? broker.registryUrl;
  return (
    <tr className="border-b border-ink-100 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-semibold break-words">
        {broker.company}
      </th>
      <td className="py-2 pr-3">{routeLabel(broker.route)}</td>
      <td className="py-2 pr-3 break-words">
        {broker.routeReason ?? '—'}
        {broker.classifiedAt ? (
          <span className="block text-sm text-ink-700">Read {formatMoment(broker.classifiedAt)}</span>
        ) : null}
      </td>
      <td className="py-2 pr-3">{flagsOf(broker)}</td>
      <td className="py-2 break-all">
        <a href={page} rel="noreferrer noopener" target="_blank" className="text-brand-700 underline">
          {page}
        </a>
      </td>
    </tr>
  );
}

type FiltersProps = {
  routes: string[];
  route: string;
  find: string;
  onChange: (next: { route: string; find: string }) => void;
};

function RegistryFilters({ routes, route, find, onChange }: FiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterField label="Route">
        <select
          value={route}
          onChange={(event) => onChange({ route: event.target.value, find })}
          className={FILTER_CONTROL}
        >
          <option value="">Any</option>
          {routes.map((key) => (
            <option key={key} value={key}>
              {routeLabel(key)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label="Find">
        <input
          type="search"
          value={find}
          maxLength={100}
          onChange={(event) => onChange({ route, find: event.target.value })}
          className={FILTER_CONTROL}
        />
      </FilterField>
    </div>
  );
}

/** The registry's brokers with their route and why, filtered by route or name, 50 to a page. */
export function RegistryTable() {
  const registry = useRegistry();
  const [route, setRoute] = useState('');
  const [find, setFind] = useState('');
  const [page, setPage] = useState(1);
  const needle = find.trim().toLowerCase();
  const shown = (registry.data?.brokers ?? []).filter(
    (broker) =>
      (!route || broker.route === route) &&
      (!needle || broker.company.toLowerCase().includes(needle) || broker.registryUrl.toLowerCase().includes(needle)),
  );
  return (
    <div className="grid min-w-0 gap-4">
      {registry.data ? <RouteCounts counts={registry.data.counts} /> : null}
      <RegistryFilters
        routes={Object.keys(registry.data?.counts ?? {})}
        route={route}
        find={find}
        onChange={(next) => {
          setRoute(next.route);
          setFind(next.find);
          setPage(1);
        }}
      />
      <ListState
        noun="brokers"
        isPending={registry.isPending}
        error={registry.error}
        count={registry.data ? shown.length : undefined}
        filtered={Boolean(route || needle)}
      />
      {shown.length > 0 ? (
        <div className="max-w-full overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Registry brokers and their routes</caption>
            <thead>
              <tr className="border-b border-ink-300">
                <th scope="col" className="py-2 pr-3">
                  Company
                </th>
                <th scope="col" className="py-2 pr-3">
                  Route
                </th>
                <th scope="col" className="py-2 pr-3">
                  Why
                </th>
                <th scope="col" className="py-2 pr-3">
                  Registry flags
                </th>
                <th scope="col" className="py-2">
                  Request page
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((broker) => (
                <BrokerRow key={broker.id} broker={broker} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConsolePager label="Registry pages" page={page} pageSize={PAGE_SIZE} total={shown.length} onPage={setPage} />
    </div>
  );
}
