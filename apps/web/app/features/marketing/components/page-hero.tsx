import type { ReactNode } from 'react';

export function PageHero({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg text-ink-700">{lead}</div>
        {children ? <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div> : null}
      </div>
    </section>
  );
}

/** A readable block of prose: privacy policy, terms, about. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-ink-800 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_li]:mt-1 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
