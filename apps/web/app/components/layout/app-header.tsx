import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { cn } from '~/lib/cn';
import { Button } from '~/components/ui/button';
import { Logo } from './logo';
import { useSignOut } from './sign-out';

export type AppHeaderProps = {
  /** The notification bell, composed in by the layout route (features are not imported here). */
  renderBell?: (userId: string) => ReactNode;
  /** The phone's button for the member navigation, when the page has one (the dashboard). */
  menuButton?: ReactNode;
};

/**
 * The member area's header (issue 20): compact, no marketing links. The mark leads to the
 * overview; then the bell, the Admin badge for an operator and Sign out, and on
 * a phone the menu button that opens the dashboard's navigation.
 */
export function AppHeader({ renderBell, menuButton }: AppHeaderProps) {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <header className="sticky top-(--offline-banner-height) z-40 border-b border-ink-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="flex h-14 items-center justify-between gap-2 px-3 sm:px-4">
        <Link
          to={paths.dashboard.getHref()}
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`${BRAND_NAME} dashboard`}
        >
          <Logo />
          {/* An operator's badge needs the room on a phone: the mark alone names the brand. */}
          <span className={cn('text-lg', user?.isAdmin && 'hidden sm:inline')}>{BRAND_NAME}</span>
        </Link>
        {user ? (
          <div className="flex items-center gap-1 sm:gap-2">
            {renderBell ? renderBell(user.id) : null}
            {user.isAdmin ? (
              <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">Admin</span>
            ) : null}
            <Button
              variant="ghost"
              className="px-2.5 sm:px-4"
              onClick={() =>
                void signOut().then((isSignedOut) => {
                  // The public site, not a member page that would only send them to sign in.
                  if (isSignedOut) void navigate(paths.home.getHref(), { replace: true });
                })
              }
            >
              <LogOut aria-hidden="true" className="size-5" />
              <span className="sr-only sm:not-sr-only">Sign out</span>
            </Button>
            {menuButton}
          </div>
        ) : null}
      </div>
    </header>
  );
}
