import {
  Bell,
  ChevronsLeft,
  ChevronsRight,
  FileText,
  LayoutDashboard,
  ListChecks,
  Search,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '~/config/paths';
import { cn } from '~/lib/cn';
import { useUiStore } from '~/lib/ui-store';
import { useSession } from '~/hooks/use-session';

type Item = { label: string; href: string; icon: LucideIcon; view: string };

const ITEMS: Item[] = [
  { label: 'Overview', href: paths.dashboard.getHref(), icon: LayoutDashboard, view: 'overview' },
  {
    label: 'Getting started',
    href: paths.dashboardGettingStarted.getHref(),
    icon: ListChecks,
    view: 'getting-started',
  },
  { label: 'Search', href: paths.dashboardSearch.getHref(), icon: Search, view: 'search' },
  { label: 'Requests', href: paths.dashboardRequests.getHref(), icon: FileText, view: 'requests' },
  { label: 'Profile', href: paths.dashboardProfile.getHref(), icon: UserRound, view: 'profile' },
  { label: 'Notifications', href: paths.dashboardNotifications.getHref(), icon: Bell, view: 'notifications' },
  { label: 'Settings', href: paths.dashboardSettings.getHref(), icon: Settings, view: 'settings' },
];

/** The dashboard's side navigation; collapses to icons. */
export function DashboardSidebar() {
  const isCollapsed = useUiStore((state) => state.isSidebarCollapsed);
  const toggle = useUiStore((state) => state.toggleSidebar);
  const setActiveView = useUiStore((state) => state.setActiveView);
  const session = useSession();
  const items =
    session.status === 'signed-in' && session.user.isAdmin
      ? [
          ...ITEMS,
          { label: 'Operator console', href: paths.dashboardOperator.getHref(), icon: ShieldCheck, view: 'operator' },
        ]
      : ITEMS;
  return (
    <nav
      aria-label="Dashboard"
      className={cn('shrink-0 border-r border-ink-200 bg-ink-50 p-3', isCollapsed ? 'w-16' : 'w-60')}
    >
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!isCollapsed}
        className="mb-3 inline-flex items-center gap-2 rounded-md p-2 text-ink-700 hover:bg-ink-100"
      >
        {isCollapsed ? (
          <ChevronsRight aria-hidden="true" className="size-5" />
        ) : (
          <ChevronsLeft aria-hidden="true" className="size-5" />
        )}
        <span className={isCollapsed ? 'sr-only' : ''}>{isCollapsed ? 'Expand menu' : 'Collapse menu'}</span>
      </button>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              end={item.href === paths.dashboard.getHref()}
              onClick={() => setActiveView(item.view)}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-2 py-2 font-medium',
                  isActive ? 'bg-brand-100 text-brand-900' : 'text-ink-800 hover:bg-ink-100',
                )
              }
            >
              <item.icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={isCollapsed ? 'sr-only' : ''}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
