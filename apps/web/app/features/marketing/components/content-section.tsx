import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

export type ContentSectionProps = {
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** A grey band, to set a section apart from the ones around it. */
  isTinted?: boolean;
  /** Landing pages: a smaller, left-aligned heading in a narrower column. */
  isCompact?: boolean;
  /** A heading for screen readers only. */
  isTitleHidden?: boolean;
};

/** A titled section of a marketing page, labelled by its heading. */
export function ContentSection({ id, title, children, isTinted, isCompact, isTitleHidden }: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className={isTinted ? 'bg-ink-50' : undefined}>
      <div className={cn('mx-auto px-4', isCompact ? 'max-w-5xl py-12' : 'max-w-6xl py-16')}>
        <h2
          id={id}
          className={cn(
            isTitleHidden && 'sr-only',
            isCompact ? 'text-2xl font-bold' : 'text-center text-3xl font-bold',
          )}
        >
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
