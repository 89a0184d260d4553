import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isOperator } from '../../lib/operator';
import { recordSupportRead } from './service';

/** The member may act on their own id; an admin may read another's for support (logged). */
export async function resolveUser(
  db: Db,
  request: FastifyRequest,
  userId: string,
  access: 'read' | 'write',
): Promise<string> {
  const user = request.user;
  if (user?.id === userId) return userId;
  if (access === 'read' && user && isOperator(user)) {
    await recordSupportRead(db, userId, user.id);
    return userId;
  }
  throw new AppError('not_found');
}
