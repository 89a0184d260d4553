import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { PwaStatusPanel } from '~/features/pwa/components/pwa-status-panel';

/**
 * /dev/test-pwa (issue 18): the installable app's state in this browser. Behind the developer gate
 * (routes/developer-layout.tsx, docs/dev-routes.md) like every developer page.
 */
export default function DevTestPwa() {
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <PageMeta
        title="Installable app"
        description="Service worker, caches, queued syncs and push in this browser."
        path={paths.devTestPwa.path}
        noindex
      />
      <div>
        <h1 className="text-3xl font-bold">Installable app</h1>
        <p className="mt-2 text-ink-700">
          The service worker, its caches, the removal steps waiting to be sent, and push — in this browser.
        </p>
      </div>
      <PwaStatusPanel />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
