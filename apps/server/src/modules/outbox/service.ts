import type { Db } from '../../db/database';
import * as repository from './repository';

/** The newest messages the outbox transports kept, optionally for one recipient. */
export function listOutboxMessages(db: Db, options: { recipient?: string; limit: number }) {
  return repository.listOutboxMessages(db, options);
}
