import { Outlet } from 'react-router';
import { Footer } from '~/components/layout/footer';
import { Header } from '~/components/layout/header';
import { NotificationBell } from '~/features/notifications/components/notification-bell';

/** Header, page, footer: the frame of every page. */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header renderBell={(userId) => <NotificationBell userId={userId} />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
