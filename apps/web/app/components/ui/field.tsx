import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** The ids a control points at with aria-describedby: its error first, then its hint. */
export function describedBy(ids: { errorId: string; hintId: string }, facts: { hasError: boolean; hasHint: boolean }) {
  return (
    [facts.hasError ? ids.errorId : null, facts.hasHint ? ids.hintId : null].filter(Boolean).join(' ') || undefined
  );
}

/** The look of a text input, select or textarea, red while it holds an error. */
export function controlClasses(hasError: boolean, className?: string) {
  return cn(
    'w-full min-w-0 rounded-md border bg-white px-3 text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600',
    hasError ? 'border-red-600' : 'border-ink-300',
    className,
  );
}

export type FieldSize = 'md' | 'sm';

/** The height of a one-line control: 'sm' for dense tables and toolbars. */
export const CONTROL_HEIGHT: Record<FieldSize, string> = { md: 'h-11', sm: 'h-9' };

export type FieldFrameProps = {
  id: string;
  size?: FieldSize;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  className?: string;
  children: ReactNode;
};

/** A label above its control, then the hint and the error the control is described by. */
export function FieldFrame({ id, size, label, hint, hintId, error, errorId, className, children }: FieldFrameProps) {
  return (
    <div className={cn('min-w-0', size === 'sm' ? 'grid gap-1' : 'grid gap-1.5', className)}>
      <label htmlFor={id} className={cn('font-medium text-ink-900', size === 'sm' && 'text-sm')}>
        {label}
      </label>
      {children}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: Pick<FieldFrameProps, 'hint' | 'hintId' | 'error' | 'errorId'>) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The form-level message: announced at once (role=alert) when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}
