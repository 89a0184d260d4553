import type { Db } from '../../db/database';
import type { Config } from '../../env';
import { AppError } from '../../lib/app-error';
import * as repository from './repository';
import { isOperator } from '../../lib/operator';

type Caller = { user: { id: string; role: string; twoFactorEnabled: boolean } | null; ip: string };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The newest messages the outbox transports kept, to any recipient when `recipients` is null. */
export function listOutboxMessages(db: Db, options: { recipients: string[] | null; limit: number }) {
  return repository.listOutboxMessages(db, options);
}

/**
 * Whose messages a caller may read in the outbox (issue 13 item 5): in production only admins,
 * everything; in development a signed-in member their own (admins everything); under automated
 * tests (NODE_ENV=test, never a deployment) anything, from this machine only. `null`: no limit.
 */
export async function readableRecipients(db: Db, nodeEnv: Config['nodeEnv'], caller: Caller): Promise<string[] | null> {
  if (nodeEnv === 'test' && LOOPBACK.has(caller.ip)) return null;
  if (!caller.user) throw new AppError('unauthorized');
  if (isOperator(caller.user)) return null;
  if (nodeEnv !== 'development') throw new AppError('forbidden');
  return repository.addressesOf(db, caller.user.id);
}

/** A recipient asked for narrows what the caller may read; it never widens it. */
export function narrowRecipients(readable: string[] | null, wanted: string | undefined): string[] | null {
  if (wanted === undefined) return readable;
  if (readable === null) return [wanted];
  return readable.includes(wanted) ? [wanted] : [];
}
