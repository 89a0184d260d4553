import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { NAVIGATION_MENU } from '@cleardocket/domain/constants';
import { SESSION_TOASTS } from '@cleardocket/domain/errors/catalogue';
import { CONTENT_REMOVAL_LINKS, LEGAL_SERVICE_LINKS, MAIN_LINKS } from '~/config/navigation';
import type { NavLink } from '~/config/navigation';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { toast } from '~/lib/toast';
import { Button, ButtonLink } from '~/components/ui/button';
import { Logo } from './logo';

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
            <NavigationMenu.Link asChild>
              <Link
                to={link.href}
                className="block rounded-md px-2 py-1.5 text-ink-900 hover:bg-ink-50 focus-visible:bg-ink-50"
              >
                <span className="font-medium">{link.label}</span>
                {link.description ? <span className="block text-sm text-ink-600">{link.description}</span> : null}
              </Link>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function useSignOut() {
  const session = useSession();
  return async () => {
    try {
      await session.signOut();
    } catch {
      toast({ ...SESSION_TOASTS.logoutError, variant: 'destructive' });
    }
  };
}

function AccountActions({ mobile, bell }: { mobile?: boolean; bell?: ReactNode }) {
  const session = useSession();
  const signOut = useSignOut();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <div className={mobile ? 'grid gap-2' : 'flex items-center gap-2'}>
        <ButtonLink to={paths.login.getHref()} variant="ghost">
          Login
        </ButtonLink>
        <ButtonLink to={paths.signup.getHref()}>Get Started</ButtonLink>
      </div>
    );
  }
  return (
    <div className={mobile ? 'grid gap-2' : 'flex items-center gap-2'}>
      {bell}
      {session.user.isAdmin ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
          {mobile ? 'Admin Mode' : 'Admin'}
        </span>
      ) : null}
      <ButtonLink to={paths.dashboard.getHref()}>Dashboard</ButtonLink>
      <Button variant="ghost" onClick={() => void signOut()}>
        Sign out
      </Button>
    </div>
  );
}

function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const groups: { title: string; links: NavLink[] }[] = [
    { title: 'Content Removal', links: CONTENT_REMOVAL_LINKS },
    { title: 'Legal Services', links: LEGAL_SERVICE_LINKS },
    { title: 'Company', links: MAIN_LINKS },
  ];
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-ink-200 bg-white px-4 pb-6 md:hidden">
      {groups.map((group) => (
        <div key={group.title} className="pt-4">
          <p className="mb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">{group.title}</p>
          <ul className="grid">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={onNavigate}
                  className="block rounded-md px-2 py-2 text-ink-900 hover:bg-ink-50"
                >
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

export type HeaderProps = {
  /** The notification bell, composed in by the layout route (features are not imported here). */
  renderBell?: (userId: string) => ReactNode;
};

export function Header({ renderBell }: HeaderProps) {
  const session = useSession();
  const bell = session.status === 'signed-in' && renderBell ? renderBell(session.user.id) : null;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur">
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

        <NavigationMenu.Root
          aria-label="Main"
          delayDuration={NAVIGATION_MENU.hoverDelayMs}
          skipDelayDuration={NAVIGATION_MENU.skipDelayMs}
          className="relative hidden md:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item className="relative">
              <NavigationMenu.Trigger className="group inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                Services
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[36rem] rounded-lg border border-ink-200 bg-white p-5 shadow-xl">
                <div className="grid grid-cols-2 gap-6">
                  <ServiceColumn title="Content Removal" links={CONTENT_REMOVAL_LINKS} />
                  <ServiceColumn title="Legal Services" links={LEGAL_SERVICE_LINKS} />
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            {MAIN_LINKS.map((link) => (
              <NavigationMenu.Item key={link.href}>
                <NavigationMenu.Link asChild>
                  <Link to={link.href} className="rounded-md px-3 py-2 font-medium text-ink-800 hover:bg-ink-50">
                    {link.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="hidden md:block">
          <AccountActions bell={bell} />
        </div>

        <div className="md:hidden">{bell}</div>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md p-2 text-ink-900 hover:bg-ink-50 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{isMenuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {isMenuOpen ? <MobileMenu id={menuId} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
