import {
  Bell,
  Menu,
  X,
  ChevronsLeft,
  ChevronsRight,
  CreditCard,
  FileText,
  LayoutDashboard,
  ListChecks,
  Search,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
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
  { label: 'Billing', href: paths.dashboardBilling.getHref(), icon: CreditCard, view: 'billing' },
  { label: 'Settings', href: paths.dashboardSettings.getHref(), icon: Settings, view: 'settings' },
];

/**
 * The dashboard's navigation. From the md breakpoint up it is a side bar that collapses to icons;
 * on a phone it is a bar above the page whose links open under a Menu button, so the page keeps the
 * whole width (issue 20: the 240 px side bar pushed the content off a 390 px screen).
 */
export function DashboardSidebar() {
  const isCollapsed = useUiStore((state) => state.isSidebarCollapsed);
  const toggle = useUiStore((state) => state.toggleSidebar);
  const setActiveView = useUiStore((state) => state.setActiveView);
  const [isMenuOpen, setMenuOpen] = useState(false);
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
      className={cn(
        'shrink-0 border-b border-ink-200 bg-ink-50 p-3 md:border-r md:border-b-0',
        isCollapsed ? 'md:w-16' : 'md:w-60',
      )}
    >
      <button
        type="button"
        onClick={() => setMenuOpen((open) => !open)}
        aria-expanded={isMenuOpen}
        aria-controls="dashboard-links"
        className="inline-flex items-center gap-2 rounded-md p-2 font-medium text-ink-800 hover:bg-ink-100 md:hidden"
      >
        {isMenuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        {isMenuOpen ? 'Close dashboard menu' : 'Dashboard menu'}
      </button>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!isCollapsed}
        className="mb-3 hidden items-center gap-2 rounded-md p-2 text-ink-700 hover:bg-ink-100 md:inline-flex"
      >
        {isCollapsed ? (
          <ChevronsRight aria-hidden="true" className="size-5" />
        ) : (
          <ChevronsLeft aria-hidden="true" className="size-5" />
        )}
        <span className={isCollapsed ? 'sr-only' : ''}>{isCollapsed ? 'Expand menu' : 'Collapse menu'}</span>
      </button>
      <ul id="dashboard-links" className={cn('mt-2 gap-1 md:mt-0 md:grid', isMenuOpen ? 'grid' : 'hidden')}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              end={item.href === paths.dashboard.getHref()}
              onClick={() => {
                setActiveView(item.view);
                setMenuOpen(false);
              }}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-2 py-2 font-medium',
                  isActive ? 'bg-brand-100 text-brand-900' : 'text-ink-800 hover:bg-ink-100',
                )
              }
            >
              <item.icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={isCollapsed ? 'md:sr-only' : ''}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
