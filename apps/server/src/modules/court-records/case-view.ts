import { appearanceStatus, goneEverywhere } from '@cleardocket/domain/court-records/appearance';
import type { CourtCase } from '@cleardocket/domain/court-records/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { pageKey } from '../requests/service';
import { removalsCarryingCase, removalsOfResults } from './page-removals';
import { referralViews } from './referral-view';
import * as repository from './repository';
import type { CaseRow, DocumentRow } from './repository';

/* A case as the member sees it: its pages online with their removals, referrals and documents */

export const notFound = (what = 'That case'): never => {
  throw new AppError('not_found', `${what} was not found.`, 404);
};

export async function ownCase(db: Db, userId: string, caseId: string): Promise<CaseRow> {
  return (await repository.findCase(db, userId, caseId)) ?? notFound();
}

export function summary(row: CaseRow) {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    caption: row.caption,
    court: row.court,
    state: row.state,
    caseType: row.caseType,
    protectedProfileId: row.protectedProfileId,
    createdAt: row.createdAt,
  };
}

type PageRemoval = Awaited<ReturnType<typeof removalsOfResults>>[number];

/**
 * Each page of the case with its removals: those of requests made from the page's own result, and
 * those of a request the case's order joined that was made from another spelling of the page's
 * address (decision 102), so the page shows the removal under way and a second order skips it.
 */
export async function appearancesWithStatus(db: Db, row: CaseRow) {
  const pages = await repository.appearancesOf(db, row.id);
  const [byResult, carrying] = await Promise.all([
    removalsOfResults(
      db,
      row.userId,
      pages.map((page) => page.resultId),
    ),
    removalsCarryingCase(db, row.userId, row.id),
  ]);
  const removalsOf = (page: (typeof pages)[number]): PageRemoval[] => {
    const own = byResult.filter((removal) => removal.resultId === page.resultId);
    const joined = carrying.filter(
      (removal) => removal.resultId !== page.resultId && pageKey(removal.pageUrl) === pageKey(page.url),
    );
    return [...own, ...joined.filter((removal) => !own.some((mine) => mine.id === removal.id))];
  };
  return pages.map((page) => {
    const own = removalsOf(page).map((removal) => ({
      id: removal.id,
      reference: removal.reference,
      siteName: removal.siteName,
      domain: removal.domain,
      method: removal.method,
      status: removal.status,
      fromOrder: removal.criteria['courtCaseId'] === row.id,
    }));
    return { ...page, status: appearanceStatus(own), removals: own };
  });
}

const documentUrl = (doc: DocumentRow) => `/api/court-records/cases/${doc.caseId}/documents/${doc.id}`;

export function toDocument(doc: DocumentRow) {
  return {
    id: doc.id,
    kind: doc.kind,
    contentType: doc.contentType,
    size: doc.size,
    sha256: doc.sha256,
    uploadedBy: doc.uploadedBy,
    createdAt: doc.createdAt,
    url: documentUrl(doc),
  };
}

export async function caseView(db: Db, row: CaseRow): Promise<CourtCase> {
  const appearances = await appearancesWithStatus(db, row);
  const [referrals, documents] = await Promise.all([
    repository.referralsOfCase(db, row.id),
    repository.documentsOf(db, row.id),
  ]);
  return {
    ...summary(row),
    createdAt: row.createdAt.toISOString(),
    eligibility:
      row.eligibilityInput && row.eligibilityResult
        ? { input: row.eligibilityInput, result: row.eligibilityResult }
        : null,
    appearances: appearances.map((page) => ({ ...page, firstSeenAt: page.firstSeenAt.toISOString() })),
    goneEverywhere: goneEverywhere(appearances.map((appearance) => appearance.status)),
    referrals: (await referralViews(db, referrals)).map((referral) => ({
      ...referral,
      consentedAt: referral.consentedAt.toISOString(),
      createdAt: referral.createdAt.toISOString(),
      events: referral.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    })),
    documents: documents.map((doc) => ({ ...toDocument(doc), createdAt: doc.createdAt.toISOString() })),
  };
}
