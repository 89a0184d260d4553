import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { paths } from '~/config/paths';
import { useDevStatus } from '../api/get-dev-status';

export type DeveloperPageProps = { title: string; description: string; path: string; children: ReactNode };

/** The frame of every developer page: noindex, the two indexes, and who may see it and why. */
export function DeveloperPage({ title, description, path, children }: DeveloperPageProps) {
  const status = useDevStatus();
  const access = status.data?.access;
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <PageMeta title={title} description={description} path={path} noindex />
      <nav aria-label="Developer pages" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Link to={paths.examples.getHref()} className="text-brand-700 underline">
          Examples
        </Link>
        <Link to={paths.dev.getHref()} className="text-brand-700 underline">
          Developer tools
        </Link>
        {access ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">
            {access === 'development' ? 'Open to everyone: development' : 'Operators only'}
          </span>
        ) : null}
      </nav>
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-ink-700">{description}</p>
      </div>
      {children}
    </section>
  );
}
