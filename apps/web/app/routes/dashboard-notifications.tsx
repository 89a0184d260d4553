import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { AllNotifications } from '~/features/notifications/components/all-notifications';

export default function DashboardNotifications() {
  return (
    <div className="px-6 py-8">
      <PageMeta
        title="Notifications"
        description="Everything we told you about."
        path={paths.dashboardNotifications.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Notifications</h1>
      <AllNotifications />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
