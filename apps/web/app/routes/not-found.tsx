import { NotFoundPage } from '~/components/errors/not-found-page';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';

export default function NotFound() {
  return <NotFoundPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
