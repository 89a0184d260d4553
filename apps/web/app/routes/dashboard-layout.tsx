import { Outlet } from 'react-router';
import { WidgetErrorBoundary } from '~/components/errors/widget-error-boundary';
import { AppHeader } from '~/components/layout/app-header';
import { DashboardMenuButton, DashboardSidebar } from '~/components/layout/dashboard-sidebar';
import { NotificationBell } from '~/features/notifications/components/notification-bell';
import { useOfflineReplay } from '~/features/requests/api/offline-queue';

/**
 * The signed-in area's own shell (issue 20): the compact app header, no marketing header or
 * footer; the navigation is a side bar on a desktop and a sheet behind the header's menu button on
 * a phone.
 */
export default function DashboardLayout() {
  useOfflineReplay();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <AppHeader renderBell={(userId) => <NotificationBell userId={userId} />} menuButton={<DashboardMenuButton />} />
      <div className="flex flex-1">
        <DashboardSidebar />
        <main id="main" className="min-w-0 flex-1">
          <WidgetErrorBoundary>
            <Outlet />
          </WidgetErrorBoundary>
        </main>
      </div>
    </div>
  );
}
