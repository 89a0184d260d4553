import type { ReactNode } from 'react';
import { ADMIN_TWO_FACTOR_REQUIRED } from '@cleardocket/domain/identity/messages';
import { ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { TWO_FACTOR_SECTION_ID, paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';

/**
 * What every operator console page shows first: nothing of the console to a member, and to an
 * admin without two-factor the way to turn it on (the server refuses their calls the same way).
 */
export function OperatorGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status !== 'signed-in' || !session.user.isAdmin) {
    return <p>This page is for the ClearDocket operations team.</p>;
  }
  if (!session.user.twoFactorEnabled) {
    return (
      <section className="grid max-w-xl gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5" role="status">
        <h2 className="text-xl font-semibold">Turn on two-factor authentication first</h2>
        <p>{ADMIN_TWO_FACTOR_REQUIRED.message}</p>
        <div>
          <ButtonLink to={`${paths.dashboardSettings.getHref()}#${TWO_FACTOR_SECTION_ID}`}>
            Set up two-factor
          </ButtonLink>
        </div>
      </section>
    );
  }
  return <>{children}</>;
}
