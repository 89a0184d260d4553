import { NavLink } from 'react-router';
import { paths } from '~/config/paths';
import { cn } from '~/lib/cn';

const SECTIONS = [
  { label: 'Queue', href: paths.dashboardOperator.getHref() },
  { label: 'Members', href: paths.dashboardOperatorMembers.getHref() },
  { label: 'Inbox', href: paths.dashboardOperatorInbox.getHref() },
  { label: 'Audit log', href: paths.dashboardOperatorAudit.getHref() },
  { label: 'Outbox', href: paths.dashboardOperatorOutbox.getHref() },
  { label: 'Registry', href: paths.dashboardOperatorRegistry.getHref() },
  { label: 'Attorneys', href: paths.dashboardOperatorAttorneys.getHref() },
];

/** The operator console's sections, on every console page; the current one is marked for screen readers too. */
export function ConsoleNav() {
  return (
    <nav aria-label="Operator console sections">
      <ul className="flex flex-wrap gap-2 border-b border-ink-200 pb-3">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <NavLink
              to={section.href}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-md px-3 font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  isActive ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-900',
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
