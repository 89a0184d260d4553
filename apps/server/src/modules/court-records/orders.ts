import { BRAND } from '@cleardocket/domain/brand';
import {
  ORDER_MAX_BYTES,
  ORDER_MESSAGES,
  orderFileExtension,
  sniffOrderFile,
} from '@cleardocket/domain/court-records/file-type';
import type { OrderUploaded } from '@cleardocket/domain/court-records/contract';
import { orderLetterFor } from '@cleardocket/domain/court-records/order-letters';
import { orderOutcomeMessage } from '@cleardocket/domain/court-records/order-outcome';
import { paths } from '@cleardocket/domain/paths';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import { recordAdminAction } from '../audit/service';
import { notify } from '../notifications/service';
import { findProfile } from '../protected-profiles/service';
import { createFromCourtOrder } from '../requests/service';
import { appearancesWithStatus, notFound, ownCase, toDocument } from './case-view';
import type { CourtDeps } from './deps';
import * as repository from './repository';
import type { CaseRow, DocumentRow, ReferralRow } from './repository';

/* Court orders: uploaded and checked by content, then a removal opened for every page of the case */

/**
 * A member's court order, read by an operator who sends it by hand with the letter of a removal
 * it opened (issue 15); the read is audited. Only orders: a petition packet is not theirs to read.
 */
export async function operatorOrderFile(db: Db, blobs: BlobStore, adminId: string, documentId: string) {
  const doc = await repository.findOrderDocument(db, documentId);
  const bytes = doc ? await blobs.get(doc.sha256) : null;
  if (!doc || !bytes) return notFound('That court order');
  await recordAdminAction(db, { adminId, memberId: doc.userId, action: 'read-court-order', details: { documentId } });
  const filename = `court-order.${orderFileExtension(doc.contentType)}`;
  return { bytes, contentType: doc.contentType, filename, sha256: doc.sha256 };
}

type OrderOutcome = Pick<OrderUploaded, 'removalsOpened' | 'addedToOpen'>;

type OrderMeta = { kind: 'sealing' | 'expungement' | 'dismissal'; orderedOn?: string | undefined };

/** Checks an uploaded order by its content: nothing is stored unless it is a PDF, PNG or JPEG up to 10 MB. */
function checkOrderFile(bytes: Buffer) {
  if (bytes.length === 0) throw new AppError('validation_failed', ORDER_MESSAGES.empty, 400);
  if (bytes.length > ORDER_MAX_BYTES) throw new AppError('payload_too_large', ORDER_MESSAGES.tooLarge, 413);
  const type = sniffOrderFile(bytes);
  if (!type) throw new AppError('unsupported_file', ORDER_MESSAGES.wrongType, 415);
  return type;
}

/**
 * The court's order, uploaded by the member or the attorney: checked by content, stored with its
 * SHA-256, and then a removal request opened for every page of the case (issue 15 Deliver 5).
 * A dismissal order is for civil cases and businesses' lawsuits.
 */
async function fileOrder(
  deps: CourtDeps,
  row: CaseRow,
  bytes: Buffer,
  meta: OrderMeta,
  by: { kind: 'member' | 'attorney'; referralId?: string },
) {
  const type = checkOrderFile(bytes);
  if (meta.kind === 'dismissal' && row.caseType === 'criminal') {
    throw new AppError('validation_failed', 'For a criminal case, upload the sealing or expungement order.', 400);
  }
  const blob = await deps.blobs.put(bytes);
  const doc = await repository.insertDocument(deps.db, {
    userId: row.userId,
    caseId: row.id,
    kind: 'order',
    contentType: type.mime,
    size: blob.size,
    sha256: blob.sha256,
    uploadedBy: by.kind,
    referralId: by.referralId ?? null,
    orderKind: meta.kind,
    orderedOn: meta.orderedOn ?? null,
  });
  const outcome = await openRemovals(deps, row, doc);
  await notify(deps, row.userId, 'request-updates', {
    title: 'Court order on file',
    message: `The order for case ${row.caseNumber} is on file. ${orderOutcomeMessage(outcome)}`,
    type: 'success',
    link: paths.dashboardCourtCase.getHref(row.id),
  });
  return { document: toDocument(doc), ...outcome };
}

export async function memberFilesOrder(
  deps: CourtDeps,
  userId: string,
  caseId: string,
  bytes: Buffer,
  meta: OrderMeta,
) {
  return fileOrder(deps, await ownCase(deps.db, userId, caseId), bytes, meta, { kind: 'member' });
}

export async function attorneyFilesOrder(deps: CourtDeps, referral: ReferralRow, bytes: Buffer, meta: OrderMeta) {
  const row = (await repository.findCaseById(deps.db, referral.caseId)) ?? notFound();
  return fileOrder(deps, row, bytes, meta, { kind: 'attorney', referralId: referral.id });
}

/**
 * Every page of the case without a removal opened by an order yet gets one per site and Google,
 * or, where the member has an open request for the page, the order joins it (decision 102).
 */
async function openRemovals(deps: CourtDeps, row: CaseRow, doc: DocumentRow): Promise<OrderOutcome> {
  const pages = await appearancesWithStatus(deps.db, row);
  const waiting = pages.filter(
    (page) => page.status !== 'removed' && !page.removals.some((removal) => removal.fromOrder),
  );
  if (waiting.length === 0) return { removalsOpened: 0, addedToOpen: [] };
  const member = await repository.memberContact(deps.db, row.userId);
  const business = row.protectedProfileId ? await findProfile(deps.db, row.userId, row.protectedProfileId) : null;
  const memberName = business?.companyName || member?.name || 'our client';
  const { created, attached } = await createFromCourtOrder(
    deps,
    row.userId,
    waiting.map((page) => page.resultId),
    {
      caseId: row.id,
      caseNumber: row.caseNumber,
      documentId: doc.id,
      sha256: doc.sha256,
      contentType: doc.contentType,
    },
    (removal) =>
      orderLetterFor(
        {
          memberName,
          siteName: removal.siteName ?? removal.domain,
          siteCategory: removal.category,
          url: removal.url,
          reference: removal.reference,
          agentName: BRAND.name,
          date: new Date(),
          order: {
            kind: doc.orderKind ?? 'sealing',
            court: row.court,
            caseNumber: row.caseNumber,
            caption: row.caption,
            orderedOn: doc.orderedOn,
          },
        },
        removal.target,
      ),
  );
  return {
    removalsOpened: created.reduce((sum, takedown) => sum + takedown.removals.length, 0),
    addedToOpen: attached.map(({ takedown, site }) => ({
      takedownId: takedown.id,
      reference: takedown.reference,
      url: takedown.url,
      site,
    })),
  };
}
