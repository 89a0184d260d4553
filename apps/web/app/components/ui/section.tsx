import type { ReactNode } from 'react';

/** A titled block of a settings-style page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-b border-ink-200 py-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
