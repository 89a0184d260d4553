import { SESSION_TOASTS } from '@cleardocket/domain/errors/catalogue';
import { useSession } from '~/hooks/use-session';
import { toast } from '~/lib/toast';

/** Signs the member out; a failure is told in a toast (the headers' "Sign out" buttons). */
export function useSignOut() {
  const session = useSession();
  return async () => {
    try {
      await session.signOut();
    } catch {
      toast({ ...SESSION_TOASTS.logoutError, variant: 'destructive' });
    }
  };
}
