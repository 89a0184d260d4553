import { LOADING_TEXT } from '@cleardocket/domain/errors/catalogue';
import { cn } from '~/lib/cn';

export type SpinnerProps = { label?: string; className?: string };

/** The loading spinner with 'Loading...' (spec §2 "Unknown paths"). */
export function Spinner({ label = LOADING_TEXT, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-16', className)}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-ink-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span className="text-ink-700">{label}</span>
    </div>
  );
}
