import {
  BarChart3,
  Bell,
  Menu,
  X,
  ChevronsLeft,
  ChevronsRight,
  CreditCard,
  FileText,
  LayoutDashboard,
  ListChecks,
  Scale,
  Search,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
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
  { label: 'Court records', href: paths.dashboardCourtRecords.getHref(), icon: Scale, view: 'court-records' },
  { label: 'Reports', href: paths.dashboardReports.getHref(), icon: BarChart3, view: 'reports' },
  { label: 'Who we protect', href: paths.dashboardProfiles.getHref(), icon: Users, view: 'profiles' },
  { label: 'Profile', href: paths.dashboardProfile.getHref(), icon: UserRound, view: 'profile' },
  { label: 'Notifications', href: paths.dashboardNotifications.getHref(), icon: Bell, view: 'notifications' },
  { label: 'Billing', href: paths.dashboardBilling.getHref(), icon: CreditCard, view: 'billing' },
  { label: 'Settings', href: paths.dashboardSettings.getHref(), icon: Settings, view: 'settings' },
];

/** The id the phone's menu button (in the app header) controls. */
const LINKS_ID = 'dashboard-links';

/**
 * The phone's menu button, shown in the app header below the md breakpoint: it opens the
 * dashboard's navigation as a sheet under the header. Escape closes it and returns focus here.
 */
export function DashboardMenuButton() {
  const isOpen = useUiStore((state) => state.isNavOpen);
  const setOpen = useUiStore((state) => state.setNavOpen);
  const ref = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // A route change (a link, the browser's back button) closes the sheet.
  useEffect(() => setOpen(false), [location.pathname, setOpen]);
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, setOpen]);
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => setOpen(!isOpen)}
      aria-expanded={isOpen}
      aria-controls={LINKS_ID}
      className="inline-flex size-11 items-center justify-center rounded-md text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
    >
      {isOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      <span className="sr-only">{isOpen ? 'Close dashboard menu' : 'Dashboard menu'}</span>
    </button>
  );
}

/**
 * The dashboard's navigation. From the md breakpoint up it is a side bar (sticky under the app
 * header) that collapses to icons; on a phone it is hidden until the app header's menu button
 * opens it as a sheet over the page, so the page keeps the whole width (issue 20).
 */
const CONSOLE_PREFIX = '/dashboard/admin/';

export function DashboardSidebar() {
  const isCollapsed = useUiStore((state) => state.isSidebarCollapsed);
  const toggle = useUiStore((state) => state.toggleSidebar);
  const setActiveView = useUiStore((state) => state.setActiveView);
  const isOpen = useUiStore((state) => state.isNavOpen);
  const setOpen = useUiStore((state) => state.setNavOpen);
  const session = useSession();
  const { pathname } = useLocation();
  // Every section of the console (members, inbox, audit log, outbox) is under the console's entry.
  const isConsole = pathname.startsWith(CONSOLE_PREFIX);
  const items =
    session.status === 'signed-in' && session.user.isAdmin
      ? [
          ...ITEMS,
          { label: 'Operator console', href: paths.dashboardOperator.getHref(), icon: ShieldCheck, view: 'operator' },
        ]
      : ITEMS;
  return (
    <nav
      id={LINKS_ID}
      aria-label="Dashboard"
      className={cn(
        // Room below the last link for the banners and toasts at the window's bottom (bottom-space.ts).
        'shrink-0 bg-ink-50 p-3 pb-[calc(0.75rem+var(--bottom-overlay-height))]',
        // A phone: a sheet under the header, over the page, scrolling on its own.
        isOpen
          ? 'fixed inset-x-0 top-[calc(3.5rem+var(--offline-banner-height))] bottom-0 z-30 overflow-y-auto border-t border-ink-200'
          : 'hidden',
        // A desktop: the side bar, always there.
        'md:sticky md:top-[calc(3.5rem+var(--offline-banner-height))] md:bottom-auto md:z-auto md:block md:h-[calc(100vh-3.5rem-var(--offline-banner-height))] md:overflow-y-auto md:border-t-0 md:border-r md:border-ink-200',
        isCollapsed ? 'md:w-16' : 'md:w-60',
      )}
    >
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
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              end={item.href === paths.dashboard.getHref()}
              onClick={() => {
                setActiveView(item.view);
                setOpen(false);
              }}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-2 py-2 font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                  isActive || (isConsole && item.view === 'operator')
                    ? 'bg-brand-100 text-brand-900'
                    : 'text-ink-800 hover:bg-ink-100',
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
