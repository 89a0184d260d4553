import { CHANNELS } from '@cleardocket/domain/notifications/notifications';
import type { Channel } from '@cleardocket/domain/notifications/notifications';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { useCategories, usePreferences, useUpdatePreferences } from '~/features/notifications/api/notifications';

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
