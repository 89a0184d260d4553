import type { ReactNode } from 'react';

/** A titled block of a settings-style page; `id` lets a link lead straight to it. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="grid scroll-mt-24 gap-4 border-b border-ink-200 py-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
