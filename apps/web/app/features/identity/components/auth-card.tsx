import type { ReactNode } from 'react';

export type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of every sign-in, sign-up and verification page. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-ink-900">{title}</h1>
      {intro ? <div className="mt-2 text-ink-700">{intro}</div> : null}
      <div className="mt-8 grid gap-5">{children}</div>
      {footer ? <div className="mt-6 text-ink-700">{footer}</div> : null}
    </section>
  );
}
