import { useState } from 'react';
import type { ReactNode } from 'react';
import { NotFoundPage, servedAsNotFound } from '~/components/errors/not-found-page';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api-client';
import { useDevStatus } from '../api/get-dev-status';

/**
 * The web side of the developer pages' gate: what the server says decides (it also answers these
 * pages' URLs with Page Not Found). An operator, or anyone in development, sees the page; anyone
 * else the product's Page Not Found, also when they arrive by a link inside the app. Other helpers'
 * developer pages sit under the same layout (`routes/developer-layout.tsx`) or wrap themselves in it.
 */
export function DeveloperGate({ children }: { children: ReactNode }) {
  // Prerendering, or hydrating over the Page Not Found the server sent for this URL: the server has
  // answered already (it sends the app shell to those it lets in), so keep that page, unasked.
  const [wasServedNotFound] = useState(servedAsNotFound);
  const status = useDevStatus(!wasServedNotFound);
  if (wasServedNotFound) return <NotFoundPage />;
  if (status.isPending) return <Spinner />;
  if (status.isError) {
    if (status.error instanceof ApiError && status.error.status === 404) return <NotFoundPage />;
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12">
        {status.error.message}
      </p>
    );
  }
  return <>{children}</>;
}
