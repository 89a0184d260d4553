import type { ReactNode } from 'react';
import { PageMeta } from '~/components/seo/page-meta';
import { Spinner } from '~/components/ui/spinner';
import { useSession } from '~/hooks/use-session';
import { ConsoleNav } from './console-nav';

export type ConsolePageProps = { title: string; description: string; path: string; children: ReactNode };

/** A section of the operator console (admins only): its title, the section links, then the section. */
export function ConsolePage({ title, description, path, children }: ConsolePageProps) {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.isAdmin;
  return (
    <div className="grid min-w-0 gap-6 px-4 py-8 sm:px-6">
      <PageMeta title={title} description={description} path={path} noindex />
      <h1 className="text-3xl font-bold">{title}</h1>
      {session.status === 'loading' ? (
        <Spinner />
      ) : isAdmin ? (
        <>
          <ConsoleNav />
          {children}
        </>
      ) : (
        <p>This page is for the ClearDocket operations team.</p>
      )}
    </div>
  );
}
