import { Outlet } from 'react-router';
import { AppHeader } from '~/components/layout/app-header';
import { NotificationBell } from '~/features/notifications/components/notification-bell';

/**
 * The signed-in steps outside the dashboard (the onboarding funnel's paid steps, the wizards): the
 * compact app header and the page, without the marketing header and footer (issue 20).
 */
export default function MemberLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <AppHeader renderBell={(userId) => <NotificationBell userId={userId} />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
