import type { ReactNode } from 'react';
import { PageMeta } from '~/components/seo/page-meta';
import { ConsoleNav } from './console-nav';
import { OperatorGate } from './operator-gate';

export type ConsolePageProps = { title: string; description: string; path: string; children: ReactNode };

/** A section of the operator console (operators only): its title, the section links, then the section. */
export function ConsolePage({ title, description, path, children }: ConsolePageProps) {
  return (
    <div className="grid min-w-0 gap-6 px-4 py-8 sm:px-6">
      <PageMeta title={title} description={description} path={path} noindex />
      <h1 className="text-3xl font-bold">{title}</h1>
      <OperatorGate>
        <ConsoleNav />
        {children}
      </OperatorGate>
    </div>
  );
}
