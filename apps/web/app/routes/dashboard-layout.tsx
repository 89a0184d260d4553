import { Outlet } from 'react-router';
import { WidgetErrorBoundary } from '~/components/errors/widget-error-boundary';
import { DashboardSidebar } from '~/components/layout/dashboard-sidebar';
import { useOfflineReplay } from '~/features/requests/api/offline-queue';

/** The signed-in area: navigation (a side bar, or a menu bar on a phone) and the active view. */
export default function DashboardLayout() {
  useOfflineReplay();
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-6xl flex-col md:flex-row">
      <DashboardSidebar />
      <div className="min-w-0 flex-1">
        <WidgetErrorBoundary>
          <Outlet />
        </WidgetErrorBoundary>
      </div>
    </div>
  );
}
