import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { reportError } from '~/lib/report-error';
import { ErrorFallback } from './error-fallback';

/** A route module's ErrorBoundary: the page's area shows the fallback, the layout stays. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    reportError(error, 'ui', 'high');
  }, [error]);
  return <ErrorFallback error={error} onRetry={() => void navigate('.', { replace: true })} />;
}
