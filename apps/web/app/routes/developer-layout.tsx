import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { DeveloperGate } from '~/features/dev-tools/components/developer-gate';

/**
 * Every developer and demo page (spec §2, docs/dev-routes.md): operators, and anyone in
 * development; everyone else the Page Not Found page. The server hides their URLs the same way.
 */
export default function DeveloperLayout() {
  return (
    <DeveloperGate>
      <Outlet />
    </DeveloperGate>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
