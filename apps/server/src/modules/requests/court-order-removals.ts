import type { Db } from '../../db/database';
import { insertRemoval } from './create-takedowns';
import type { Target } from './create-takedowns';
import * as repository from './repository';
import type { RemovalRow } from './repository';
import { GOOGLE_LEGAL_TARGET, removalTargetFor } from './targets';

/* What every removal a court order opens or joins shares: the order's criteria, targets and letters. */

/** A letter for one removal an order opens, written by the caller (court-records) once the reference is drawn. */
export type OrderLetterWriter = (removal: {
  reference: string;
  url: string;
  siteName: string | null;
  domain: string;
  category: string | null;
  target: 'site' | 'google';
}) => { subject: string; body: string };

export type CourtOrderFile = {
  caseId: string;
  caseNumber: string;
  documentId: string;
  sha256: string;
  contentType: string;
};

export type OrderTarget = Target & { target: 'site' | 'google' };

/** What a request's criteria say of the order: the dispatch job attaches its file to an emailed letter. */
export function orderCriteria(order: CourtOrderFile) {
  return {
    courtCaseId: order.caseId,
    courtOrderId: order.documentId,
    courtOrderSha256: order.sha256,
    courtOrderContentType: order.contentType,
  };
}

/** The site's removal (by email where the site takes one, the order attached) and Google's legal route. */
export function orderTargets(url: string): OrderTarget[] {
  const site = removalTargetFor(url);
  return [
    { target: 'site', ...site, method: site.optOutEmail ? 'email' : site.method },
    { target: 'google', ...GOOGLE_LEGAL_TARGET },
  ];
}

/** One removal an order opens: its letter written and authorised by the upload of the order. */
export async function insertOrderRemoval(
  db: Db,
  userId: string,
  takedownId: string,
  url: string,
  { target, ...values }: OrderTarget,
  writeLetter: OrderLetterWriter,
): Promise<RemovalRow> {
  const inserted = await insertRemoval(db, userId, takedownId, url, values);
  const { siteName, domain, category } = values;
  const letter = writeLetter({ reference: inserted.reference, url, siteName, domain, category, target });
  const removal = await repository.updateRemoval(db, inserted.id, {
    authorisedAt: new Date(),
    letterSubject: letter.subject,
    letterBody: letter.body,
  });
  await repository.insertEvent(db, {
    userId,
    removalRequestId: removal.id,
    actor: 'system',
    actorId: null,
    kind: 'created',
    toStatus: 'not-started',
    note: `Request opened for ${siteName ?? domain} with the court order on file.`,
  });
  return removal;
}
