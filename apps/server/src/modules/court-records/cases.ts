import { caseNumberKey, mentionsCaseNumber } from '@cleardocket/domain/court-records/case-number';
import type { CaseBody, CourtCase, EligibilityAnswers } from '@cleardocket/domain/court-records/contract';
import { goneEverywhere } from '@cleardocket/domain/court-records/appearance';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findProfile } from '../protected-profiles/service';
import { findResults } from '../search/service';
import { appearancesWithStatus, caseView, notFound, ownCase, summary } from './case-view';
import { runCheck } from './eligibility';
import * as repository from './repository';
import type { CaseRow } from './repository';

/* The member's cases: added by number, linked to the findings that show them, pre-checked */

/**
 * Links the member's findings that name the case number (in the title, the snippet, or as the
 * term of a case search) to the case. Returns how many are linked now.
 */
async function linkByCaseNumber(db: Db, row: CaseRow): Promise<void> {
  const texts = await repository.findingTexts(db, row.userId);
  const matching = texts.filter(
    (finding) =>
      (finding.searchType === 'case' && caseNumberKey(finding.searchTerm) === row.caseKey) ||
      mentionsCaseNumber(`${finding.title}\n${finding.snippet}\n${finding.url}`, row.caseNumber),
  );
  await repository.linkFindings(
    db,
    matching.map((finding) => ({ caseId: row.id, resultId: finding.id, userId: row.userId, linkedBy: 'case-number' })),
  );
}

export async function createCase(db: Db, userId: string, body: CaseBody): Promise<CourtCase> {
  if (body.protectedProfileId) {
    const profile = await findProfile(db, userId, body.protectedProfileId);
    if (!profile) notFound('That profile');
  }
  const caseKey = caseNumberKey(body.caseNumber);
  if (caseKey.length < 3) throw new AppError('validation_failed', 'Enter the case number as the court wrote it.', 400);
  const row = await repository.insertCase(db, {
    userId,
    caseKey,
    caseNumber: body.caseNumber,
    caption: body.caption,
    court: body.court,
    state: body.state,
    caseType: body.caseType,
    protectedProfileId: body.protectedProfileId ?? null,
  });
  if (!row) throw new AppError('conflict', 'You already added a case with this number.', 409);
  await linkByCaseNumber(db, row);
  return caseView(db, row);
}

export async function listCases(db: Db, userId: string) {
  const rows = await repository.listCases(db, userId);
  const counts = new Map(
    (
      await repository.countAppearances(
        db,
        rows.map((row) => row.id),
      )
    ).map((c) => [c.caseId, c.count]),
  );
  const cases = [];
  for (const row of rows) {
    const appearances = await appearancesWithStatus(db, row);
    cases.push({
      ...summary(row),
      appearances: counts.get(row.id) ?? 0,
      goneEverywhere: goneEverywhere(appearances.map((appearance) => appearance.status)),
    });
  }
  return { cases };
}

export async function getCase(db: Db, userId: string, caseId: string): Promise<CourtCase> {
  const row = await ownCase(db, userId, caseId);
  await linkByCaseNumber(db, row);
  return caseView(db, row);
}

/** The member links findings to the case by hand (a page that does not print the number). */
export async function linkFindings(db: Db, userId: string, caseId: string, resultIds: string[]): Promise<CourtCase> {
  const row = await ownCase(db, userId, caseId);
  const results = await findResults(db, userId, resultIds);
  if (results.length !== new Set(resultIds).size) notFound('One of those findings');
  await repository.linkFindings(
    db,
    results.map((result) => ({ caseId: row.id, resultId: result.id, userId, linkedBy: 'member' })),
  );
  return caseView(db, row);
}

/** Runs the pre-check for the case and keeps its answers and result with the case. */
export async function checkCase(db: Db, userId: string, caseId: string, input: EligibilityAnswers) {
  const row = await ownCase(db, userId, caseId);
  if (input.state !== row.state || input.caseType !== row.caseType) {
    throw new AppError('validation_failed', 'The state and case type must be the case’s own.', 400);
  }
  const result = runCheck(input);
  const updated = await repository.updateCase(db, row.id, {
    eligibilityInput: input,
    eligibilityResult: result,
    checkedAt: new Date(),
  });
  return caseView(db, updated);
}
