import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { CONTENT_REMOVAL_LINKS, LEGAL_SERVICE_LINKS, MAIN_LINKS } from '~/config/navigation';
import type { NavLink } from '~/config/navigation';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { useIsStaticRender } from '~/lib/static-page';
import { Button, ButtonLink } from '~/components/ui/button';
import { attachHeader } from './header-behaviour';
import { Logo } from './logo';
import { useSignOut } from './sign-out';

function ServiceColumn({ title, links }: { title: string; links: NavLink[] }) {
  const id = useId();
  return (
    <div>
      <p id={id} className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {title}
      </p>
      <ul aria-labelledby={id} className="grid gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="block rounded-md px-2 py-1.5 text-ink-900 hover:bg-ink-50 focus-visible:bg-ink-50"
            >
              <span className="font-medium">{link.label}</span>
              {link.description ? <span className="block text-sm text-ink-600">{link.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SignedOutActions({ className }: { className: string }) {
  return (
    <div className={className} data-when="signed-out">
      <ButtonLink to={paths.login.getHref()} variant="ghost">
        Login
      </ButtonLink>
      <ButtonLink to={paths.onboarding.getHref()}>Get Started</ButtonLink>
    </div>
  );
}

type SignedInActionsProps = {
  className: string;
  mobile?: boolean;
  bell?: ReactNode;
  isAdmin?: boolean;
  onSignOut?: () => void;
  /**
   * Written for a static page, where React does not run: hidden until the page's script
   * (account-state.ts) has asked for the session and shows it, the Admin badge likewise.
   */
  byScript?: boolean;
};

function SignedInActions({ className, mobile, bell, isAdmin, onSignOut, byScript }: SignedInActionsProps) {
  return (
    <div className={className} data-when={byScript ? 'signed-in' : undefined} hidden={byScript}>
      {bell}
      {isAdmin || byScript ? (
        <span
          data-when={byScript ? 'admin' : undefined}
          hidden={byScript}
          className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900"
        >
          {mobile ? 'Admin Mode' : 'Admin'}
        </span>
      ) : null}
      <ButtonLink to={paths.dashboard.getHref()}>Dashboard</ButtonLink>
      <Button variant="ghost" data-sign-out={byScript || undefined} onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
}

function AccountActions({ mobile, bell }: { mobile?: boolean; bell?: ReactNode }) {
  const isStaticRender = useIsStaticRender();
  const session = useSession();
  const signOut = useSignOut();
  const className = mobile ? 'grid gap-2' : 'flex items-center gap-2';
  if (isStaticRender) {
    // Both sets are written, the signed-out one showing; the page's script shows the right one.
    return (
      <>
        <SignedOutActions className={className} />
        <SignedInActions className={className} mobile={mobile} byScript />
      </>
    );
  }
  // Until the session is known, a visitor's actions, as the static pages write them: the prerendered
  // Page Not Found and a page still hydrating show Login and Get Started (issue 31 part 7).
  if (session.status !== 'signed-in') return <SignedOutActions className={className} />;
  return (
    <SignedInActions
      className={className}
      mobile={mobile}
      bell={bell}
      isAdmin={session.user.isAdmin}
      onSignOut={() => void signOut()}
    />
  );
}

function MobileMenu({ id }: { id: string }) {
  const groups: { title: string; links: NavLink[] }[] = [
    { title: 'Content Removal', links: CONTENT_REMOVAL_LINKS },
    { title: 'Legal Services', links: LEGAL_SERVICE_LINKS },
    { title: 'Company', links: MAIN_LINKS },
  ];
  return (
    <nav id={id} hidden aria-label="Mobile" className="border-t border-ink-200 bg-white px-4 pb-6 md:hidden">
      {groups.map((group) => (
        <div key={group.title} className="pt-4">
          <p className="mb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">{group.title}</p>
          <ul className="grid">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="block rounded-md px-2 py-2 text-ink-900 hover:bg-ink-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="pt-4">
        <AccountActions mobile />
      </div>
    </nav>
  );
}

/** The desktop navigation: the Services menu (opened by header-behaviour.ts) and the main links. */
function MainNav({ servicesId }: { servicesId: string }) {
  return (
    <nav aria-label="Main" className="relative hidden md:block">
      <ul className="flex items-center gap-1">
        <li className="relative" data-menu-item>
          <button
            type="button"
            aria-expanded="false"
            aria-controls={servicesId}
            data-menu-trigger
            className="group inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Services
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
          </button>
          <div
            id={servicesId}
            hidden
            data-menu-panel
            className="absolute top-full left-0 mt-2 w-[36rem] rounded-lg border border-ink-200 bg-white p-5 shadow-xl"
          >
            <div className="grid grid-cols-2 gap-6">
              <ServiceColumn title="Content Removal" links={CONTENT_REMOVAL_LINKS} />
              <ServiceColumn title="Legal Services" links={LEGAL_SERVICE_LINKS} />
            </div>
          </div>
        </li>
        {MAIN_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="rounded-md px-3 py-2 font-medium text-ink-800 hover:bg-ink-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's menu button; header-behaviour.ts opens and closes the panel it controls. */
function MenuToggle({ menuId }: { menuId: string }) {
  return (
    <button
      type="button"
      className="group inline-flex items-center gap-2 rounded-md p-2 text-ink-900 hover:bg-ink-50 md:hidden"
      aria-expanded="false"
      aria-controls={menuId}
      data-panel-toggle
    >
      <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
      <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
      <span className="sr-only group-aria-expanded:hidden">Open menu</span>
      <span className="sr-only hidden group-aria-expanded:inline">Close menu</span>
    </button>
  );
}

export type HeaderProps = {
  /** The notification bell, composed in by the layout route (features are not imported here). */
  renderBell?: (userId: string) => ReactNode;
};

export function Header({ renderBell }: HeaderProps) {
  const session = useSession();
  const bell = session.status === 'signed-in' && renderBell ? renderBell(session.user.id) : null;
  const headerRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const servicesId = useId();

  // The menus' behaviour is plain DOM code, shared with the static pages (header-behaviour.ts).
  useEffect(() => (headerRef.current ? attachHeader(headerRef.current) : undefined), []);

  return (
    <header
      ref={headerRef}
      className="sticky top-(--offline-banner-height) z-40 border-b border-ink-200 bg-white/95 backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home.getHref()}
          className="flex items-center gap-2 font-bold text-ink-900"
          aria-label={`${BRAND_NAME} home`}
        >
          <Logo />
          <span className="text-lg">{BRAND_NAME}</span>
        </Link>

        <MainNav servicesId={servicesId} />

        <div className="hidden md:block">
          <AccountActions bell={bell} />
        </div>

        <div className="md:hidden">{bell}</div>
        <MenuToggle menuId={menuId} />
      </div>
      <MobileMenu id={menuId} />
    </header>
  );
}
