import type { Db } from '../../db/database';
import * as repository from './repository';

/*
 * What other modules may use of court records. The feature's own operations live beside this file,
 * one sub-feature each: eligibility, cases (with case-view), attorneys, referrals, petition, orders.
 */

/** The member's court documents' blobs (petition packets, orders), for account deletion. */
export const courtDocumentBlobsOf = (db: Db, userId: string) => repository.documentBlobsOf(db, userId);

/** Which of these blobs some court document still names. */
export const referencedCourtDocumentBlobs = (db: Db, hashes: string[]) =>
  repository.referencedDocumentBlobs(db, hashes);
