import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import type { FeatureMap as FeatureMapData } from '@cleardocket/domain/dev/contract';
import { Spinner } from '~/components/ui/spinner';
import { useFeatureMap } from '../api/get-feature-map';
import { ScrollRegion } from './scroll-box';

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** The web's pages from React Router's own manifest: full path and the route module that renders it. */
function useWebPages(): { path: string; module: string }[] {
  const routes = (useContext(UNSAFE_FrameworkContext)?.manifest.routes ?? {}) as Record<string, ManifestRoute>;
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : '';
    return route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
  };
  return Object.values(routes)
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => ({ path: fullPath(route) || '/', module: route.id }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The server's modules as they are on disk: the layout files each has, and its own files. */
function ModulesSection({ modules }: { modules: FeatureMapData['modules'] }) {
  return (
    <section aria-labelledby="modules-heading" className="grid gap-3">
      <h2 id="modules-heading" className="text-xl font-semibold">
        Server modules ({modules.length})
      </h2>
      <ScrollRegion label="Server modules">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-b border-ink-200">
              <th scope="col" className="py-2 pr-4">
                Module
              </th>
              <th scope="col" className="py-2 pr-4">
                Layout files
              </th>
              <th scope="col" className="py-2">
                Its own files
              </th>
            </tr>
          </thead>
          <tbody>
            {modules.map((module) => (
              <tr key={module.name} className="border-b border-ink-100 align-top">
                <th scope="row" className="py-2 pr-4 font-mono">
                  {module.name}
                </th>
                <td className="py-2 pr-4">{module.parts.join(', ') || 'none'}</td>
                <td className="py-2 font-mono text-xs">{module.others.join(', ') || 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

/** The API as registered, one folding group per tag. */
function ApiSection({ api }: { api: FeatureMapData['api'] }) {
  return (
    <section aria-labelledby="api-heading" className="grid gap-3">
      <h2 id="api-heading" className="text-xl font-semibold">
        API by tag ({api.reduce((sum, group) => sum + group.operations.length, 0)} operations)
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {api.map((group) => (
          <details key={group.tag} className="rounded-lg border border-ink-200 bg-white p-3">
            <summary className="cursor-pointer font-semibold">
              {group.tag} ({group.operations.length})
            </summary>
            <ul className="mt-2 grid gap-1 font-mono text-xs">
              {group.operations.map((operation) => (
                <li key={`${operation.method} ${operation.path}`} className="break-all">
                  {operation.method} {operation.path}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}

/**
 * The feature map (`/feature-modules-demo`): the server's modules as they are on disk, its API as
 * registered and its job queues, asked of the running server; the web's pages from the route table.
 * Nothing here is typed by hand.
 */
export function FeatureMap() {
  const map = useFeatureMap();
  const pages = useWebPages();
  if (map.isPending) return <Spinner />;
  if (map.isError) return <p role="alert">{map.error.message}</p>;
  const { modules, api, jobs } = map.data;
  return (
    <div className="grid gap-8">
      <ModulesSection modules={modules} />
      <ApiSection api={api} />
      <section aria-labelledby="jobs-heading" className="grid gap-3">
        <h2 id="jobs-heading" className="text-xl font-semibold">
          Job queues ({jobs.length})
        </h2>
        <ul className="flex flex-wrap gap-2 font-mono text-xs">
          {jobs.map((job) => (
            <li key={job} className="rounded bg-ink-100 px-2 py-1">
              {job}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pages-heading" className="grid gap-3">
        <h2 id="pages-heading" className="text-xl font-semibold">
          Web pages ({pages.length})
        </h2>
        <ul className="grid gap-1 font-mono text-xs sm:grid-cols-2">
          {pages.map((page) => (
            <li key={`${page.path} ${page.module}`} className="break-all">
              {page.path} <span className="text-ink-600">({page.module})</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
