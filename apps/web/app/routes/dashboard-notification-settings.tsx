import { CHANNELS } from '@cleardocket/domain/notifications/notifications';
import type { Channel } from '@cleardocket/domain/notifications/notifications';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { useCategories, usePreferences, useUpdatePreferences } from '~/features/notifications/api/notifications';
import { usePushSubscription } from '~/features/notifications/api/push';
import { Button } from '~/components/ui/button';

const CHANNEL_LABELS: Record<Channel, string> = {
  email: 'Email',
  inApp: 'In the app',
  sms: 'Text message',
  push: 'Push',
};

/** The preference matrix: one row per category, one switch per channel. */
export default function DashboardNotificationSettings() {
  const session = useSession();
  const userId = session.user?.id ?? '';
  const categories = useCategories();
  const preferences = usePreferences(userId);
  const update = useUpdatePreferences(userId);
  const push = usePushSubscription(userId);
  if (categories.isPending || preferences.isPending) return <Spinner />;
  if (categories.isError || preferences.isError)
    return <p role="alert">{(categories.error ?? preferences.error)?.message}</p>;

  return (
    <div className="px-6 py-8">
      <PageMeta
        title="Notification settings"
        description="Choose how we tell you about each kind of event."
        path={paths.dashboardNotificationSettings.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Notification settings</h1>
      <section aria-labelledby="push-heading" className="mt-6 rounded-lg border border-ink-200 bg-white p-4">
        <h2 id="push-heading" className="text-lg font-semibold">
          Push notifications on this device
        </h2>
        <p className="text-ink-700">
          {push.state === 'unsupported'
            ? 'This browser cannot receive push notifications.'
            : push.state === 'denied'
              ? 'Notifications are blocked for this site in your browser settings.'
              : push.state === 'on'
                ? 'On: categories with Push ticked below reach this device.'
                : 'Off: turn it on, then tick Push for the categories you want on this device.'}
        </p>
        {push.error ? (
          <p role="alert" className="text-red-700">
            {push.error}
          </p>
        ) : null}
        {push.state === 'off' || push.state === 'on' || push.state === 'working' ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            disabled={push.state === 'working'}
            onClick={() => void (push.state === 'on' ? push.disable() : push.enable())}
          >
            {push.state === 'on' ? 'Turn off on this device' : 'Turn on for this device'}
          </Button>
        ) : null}
      </section>
      <p className="mt-2 text-ink-700">
        Choose how we tell you about each kind of event. Security notices always appear in the app.
      </p>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Notification channels by category</caption>
          <thead>
            <tr className="border-b border-ink-300">
              <th scope="col" className="p-3">
                Category
              </th>
              {CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="p-3 text-center">
                  {CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.data.map((category) => {
              const channels = preferences.data.find((item) => item.category === category.id)?.channels;
              if (!channels) return null;
              return (
                <tr key={category.id} className="border-b border-ink-200">
                  <th scope="row" className="p-3 font-normal">
                    <span className="block font-semibold">{category.name}</span>
                    <span className="block text-sm text-ink-600">{category.description}</span>
                  </th>
                  {CHANNELS.map((channel) => {
                    const isLocked = channel === 'inApp' && category.isInAppLocked;
                    return (
                      <td key={channel} className="p-3 text-center">
                        <input
                          type="checkbox"
                          className="size-5"
                          aria-label={`${category.name}: ${CHANNEL_LABELS[channel]}`}
                          checked={channels[channel]}
                          disabled={isLocked}
                          onChange={(event) =>
                            update.mutate([
                              { category: category.id, channels: { ...channels, [channel]: event.target.checked } },
                            ])
                          }
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
