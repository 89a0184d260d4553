import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { useCategories } from '~/features/notifications/api/get-categories';
import { usePreferences } from '~/features/notifications/api/get-preferences';
import { PreferenceMatrix } from '~/features/notifications/components/preference-matrix';
import { PushDeviceSection } from '~/features/notifications/components/push-device-section';

/** How each kind of event reaches the member: push on this device, and a switch per category and channel. */
export default function DashboardNotificationSettings() {
  const session = useSession();
  const userId = session.user?.id ?? '';
  const categories = useCategories();
  const preferences = usePreferences(userId);
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
      <PushDeviceSection userId={userId} />
      <p className="mt-2 text-ink-700">
        Choose how we tell you about each kind of event. Security notices always appear in the app.
      </p>
      <PreferenceMatrix userId={userId} categories={categories.data} preferences={preferences.data} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
