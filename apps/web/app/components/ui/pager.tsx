import type { ReactNode } from 'react';
import { Button } from './button';

export type PagerProps = {
  /** The navigation landmark's name ('Result pages'). */
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** Where the reader is ('Page 2 of 5'), announced when it changes. */
  status: ReactNode;
  children?: ReactNode;
};

/** Previous and Next around where the reader is; anything else (a page size) after. */
export function Pager({ label, page, hasNext, onPage, status, children }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">{status}</span>
      <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      {children}
    </nav>
  );
}
