import { SESSION_TOASTS } from '@cleardocket/domain/errors/catalogue';
import { useSession } from '~/hooks/use-session';
import { toast } from '~/lib/toast';

/**
 * Signs the member out; a failure is told in a toast (the headers' "Sign out" buttons). Resolves
 * to whether it worked, so the member area's header can leave for the public site.
 */
export function useSignOut() {
  const session = useSession();
  return async (): Promise<boolean> => {
    try {
      await session.signOut();
      return true;
    } catch {
      toast({ ...SESSION_TOASTS.logoutError, variant: 'destructive' });
      return false;
    }
  };
}
