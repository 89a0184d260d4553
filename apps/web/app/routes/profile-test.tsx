import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useProfile } from '~/features/profile/api/get-profile';
import { useProfileSync } from '~/features/profile/api/sync-profile';
import { formatMoment } from '~/lib/dates';

/** Diagnostics: the signed-in member's combined profile and the state of profile sync. */
export default function ProfileTest() {
  const profile = useProfile();
  const sync = useProfileSync();
  const syncState = sync.isPending ? 'syncing' : sync.isSuccess ? 'success' : sync.isError ? 'error' : 'idle';
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta
        title="Profile diagnostics"
        description="The combined profile and its sync state."
        path={paths.profileTest.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Profile diagnostics</h1>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">Fetch</dt>
        <dd>{profile.isPending ? 'loading' : profile.isError ? 'failed' : 'succeeded'}</dd>
        <dt className="font-medium">Sync</dt>
        <dd data-testid="sync-state">{syncState}</dd>
        <dt className="font-medium">Last sync</dt>
        <dd>{profile.data?.last_sync ? formatMoment(profile.data.last_sync) : 'never'}</dd>
      </dl>
      <Button className="mt-6" onClick={() => sync.mutate()} disabled={sync.isPending}>
        Sync profile now
      </Button>
      {profile.isPending ? <Spinner /> : null}
      {profile.data ? (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-ink-900 p-4 text-sm text-ink-50">
          {JSON.stringify(profile.data, null, 2)}
        </pre>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
