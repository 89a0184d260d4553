import { AppError } from './app-error';

/** The signed-in member's id, after a requireUser/requireAdmin guard has set `request.user`. */
export function signedInUserId(request: { user?: { id: string } | null }): string {
  if (!request.user) throw new AppError('unauthorized');
  return request.user.id;
}
