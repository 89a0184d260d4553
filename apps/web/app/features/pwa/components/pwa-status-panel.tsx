import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { formatMoment } from '~/lib/dates';
import { checkForUpdate, getUpdateState, subscribeToUpdates } from '~/lib/service-worker';
import { sendQueuedActions } from '~/lib/sync-queue';
import { pwaStatusKey, usePwaStatus } from '../api/pwa-status';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words text-ink-700">{children}</dd>
    </div>
  );
}

/** /dev/test-pwa: the service worker, its caches, the queued offline steps and push, in this browser. */
export function PwaStatusPanel() {
  const status = usePwaStatus();
  const client = useQueryClient();
  const updateState = useSyncExternalStore(subscribeToUpdates, getUpdateState, () => 'none' as const);
  const refresh = () => void client.invalidateQueries({ queryKey: pwaStatusKey });

  if (status.isPending) return <Spinner />;
  if (status.isError) return <p role="alert">Could not read this browser's state: {status.error.message}</p>;
  const { registration, caches, queued, push } = status.data;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="pwa-registration">
        <h2 id="pwa-registration" className="text-xl font-semibold">
          Registration
        </h2>
        <dl className="divide-y divide-ink-100">
          <Row label="Service workers">{status.data.isSupported ? 'Supported' : 'Not supported in this browser'}</Row>
          <Row label="Registration">{registration ? `Registered for ${registration.scope}` : 'Not registered'}</Row>
          <Row label="Active worker">{registration?.active ?? 'None'}</Row>
          <Row label="Waiting update">{registration?.waiting ? 'Yes' : 'No'}</Row>
          <Row label="This page controlled">{status.data.isControlled ? 'Yes' : 'No'}</Row>
          <Row label="Update state">{updateState}</Row>
          <Row label="Background sync">
            {status.data.hasBackgroundSync ? 'Supported' : 'Not supported (the page sends the queue)'}
          </Row>
        </dl>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void checkForUpdate().then(refresh)}>
          Check for an update
        </Button>
      </section>

      <CacheList caches={caches} />

      <QueuedSyncs queued={queued} onSent={refresh} />

      <section aria-labelledby="pwa-push">
        <h2 id="pwa-push" className="text-xl font-semibold">
          Push
        </h2>
        <dl className="divide-y divide-ink-100">
          <Row label="Permission">{push.permission}</Row>
          <Row label="Subscription">
            {push.endpointHost ? `Subscribed (push service ${push.endpointHost})` : 'Not subscribed'}
          </Row>
        </dl>
      </section>
    </div>
  );
}

type PwaStatus = NonNullable<ReturnType<typeof usePwaStatus>['data']>;

/** The Cache Storage caches of this origin and how many entries each holds. */
function CacheList({ caches }: { caches: PwaStatus['caches'] }) {
  return (
    <section aria-labelledby="pwa-caches">
      <h2 id="pwa-caches" className="text-xl font-semibold">
        Caches
      </h2>
      {caches.length === 0 ? (
        <p>No caches.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th className="py-1">Cache</th>
              <th className="py-1">Entries</th>
            </tr>
          </thead>
          <tbody>
            {caches.map((cache) => (
              <tr key={cache.name} className="border-t border-ink-100">
                <td className="break-all py-1">
                  {cache.name}
                  {cache.isMemberData ? ' (the signed-in member’s last-known data)' : ''}
                </td>
                <td className="py-1">{cache.entries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The member's steps queued while offline, and a button to send them now. */
function QueuedSyncs({ queued, onSent }: { queued: PwaStatus['queued']; onSent: () => void }) {
  return (
    <section aria-labelledby="pwa-queue">
      <h2 id="pwa-queue" className="text-xl font-semibold">
        Queued syncs
      </h2>
      {queued.length === 0 ? (
        <p>Nothing waiting to be sent.</p>
      ) : (
        <ul className="mt-2 grid gap-1 text-sm">
          {queued.map((item) => (
            <li key={item.id}>
              POST {item.path} — queued {formatMoment(item.queuedAt)}
              {item.claimedAt ? ' (being sent)' : ''}
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" variant="outline" className="mt-2" onClick={() => void sendQueuedActions().then(onSent)}>
        Send the queue now
      </Button>
    </section>
  );
}
