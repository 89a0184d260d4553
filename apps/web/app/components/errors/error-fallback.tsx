import { ERROR_BOUNDARY_TITLES, GENERIC_ERROR_MESSAGE, TRY_AGAIN_LABEL } from '@cleardocket/domain/errors/catalogue';
import type { ErrorBoundaryKind } from '@cleardocket/domain/errors/catalogue';
import { getBoundaryKind } from '@cleardocket/domain/errors/classify';
import { AlertTriangle } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { describeError } from './describe-error';

export type ErrorFallbackProps = {
  error: unknown;
  onRetry: () => void;
  /** Route and widget boundaries are smaller than a page. */
  compact?: boolean;
};

/** The generic fallback: a title from the catalogue, the error's message, and 'Try again'. */
export function ErrorFallback({ error, onRetry, compact }: ErrorFallbackProps) {
  const { message, facts } = describeError(error);
  const kind: ErrorBoundaryKind = getBoundaryKind(facts);
  const title = kind === 'generic' ? GENERIC_ERROR_MESSAGE : ERROR_BOUNDARY_TITLES[kind];
  return (
    <div
      role="alert"
      className={compact ? 'rounded-lg border border-red-200 bg-red-50 p-4' : 'mx-auto max-w-xl px-4 py-16 text-center'}
    >
      <AlertTriangle
        aria-hidden="true"
        className={compact ? 'mb-2 size-5 text-red-700' : 'mx-auto mb-4 size-10 text-red-700'}
      />
      <h2 className="text-xl font-semibold text-ink-900">{title}</h2>
      <p className="mt-2 text-ink-700">{message}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        {TRY_AGAIN_LABEL}
      </Button>
    </div>
  );
}
