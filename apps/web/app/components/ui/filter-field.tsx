import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** The look of a filter's select or input in a toolbar. */
export const FILTER_CONTROL = 'h-10 max-w-full min-w-0 rounded-md border border-ink-300 px-2';

/**
 * A live filter's label above its control (a toolbar of selects that apply at once, not a form to
 * submit: forms go through lib/form).
 */
export function FilterField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={cn('grid max-w-full min-w-0 gap-1', className)}>
      <span className="font-medium">{label}</span>
      {children}
    </label>
  );
}
