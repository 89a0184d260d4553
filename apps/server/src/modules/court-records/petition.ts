import type { CourtCase } from '@cleardocket/domain/court-records/contract';
import { orderFileExtension } from '@cleardocket/domain/court-records/file-type';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../providers/blob-store/types';
import { findProfile } from '../protected-profiles/service';
import { caseView, notFound, ownCase, toDocument } from './case-view';
import type { CourtDeps } from './deps';
import * as repository from './repository';
import type { CaseRow, DocumentRow } from './repository';

/* The petition packet (a PDF of the case, its eligibility and its pages online) and the case's documents */

type Eligibility = NonNullable<CourtCase['eligibility']>;

/** The answers of the case's eligibility check, as the packet lists them. */
function petitionFacts(input: Eligibility['input']): [string, string][] {
  return [
    ['Charge level', input.chargeLevel ?? 'not a criminal case'],
    ['Offence category', input.offenceCategory ?? 'not a criminal case'],
    ['Disposition', input.disposition.replace(/_/g, ' ')],
    ['Offence date', input.offenceDate ?? 'not given'],
    ['Disposition date', input.dispositionDate],
    ['Sentence completed', input.sentenceCompletedDate ?? 'no sentence, or not completed'],
    ['Other cases pending', input.otherCases.pending ? 'yes' : 'no'],
    ['Later convictions', input.otherCases.laterConvictionDates.join(', ') || 'none'],
  ];
}

/** The petition's fields, filled from what is known and left blank for the member or attorney to write. */
function petitionFormFields(
  row: CaseRow,
  petitioner: string,
  input: Eligibility['input'] | null,
  result: Eligibility['result'] | null,
): [string, string][] {
  return [
    ['Court', row.court],
    ['Case number', row.caseNumber],
    ['Caption', row.caption],
    ['Petitioner (full legal name)', petitioner],
    ['Date of birth', ''],
    ['Address', ''],
    ['Offence or claim', input?.offenceCategory?.replace(/_/g, ' ') ?? ''],
    ['Date of offence', input?.offenceDate ?? ''],
    ['Disposition and its date', input ? `${input.disposition.replace(/_/g, ' ')}, ${input.dispositionDate}` : ''],
    ['Sentence completed on', input?.sentenceCompletedDate ?? ''],
    ['Relief asked', result && result.remedy !== 'none' ? result.remedy.replace(/_/g, ' ') : ''],
    ['Statute relied on', result?.statutes[0]?.citation ?? ''],
    ['Other pending cases', input ? (input.otherCases.pending ? 'yes' : 'none') : ''],
  ];
}

/** Renders the case's petition packet and stores it as a document of the case. */
export async function writePetition(deps: Pick<CourtDeps, 'db' | 'blobs'>, row: CaseRow, by: 'member' | 'system') {
  const view = await caseView(deps.db, row);
  const member = await repository.memberContact(deps.db, row.userId);
  const business = row.protectedProfileId ? await findProfile(deps.db, row.userId, row.protectedProfileId) : null;
  const input = view.eligibility?.input ?? null;
  const result = view.eligibility?.result ?? null;
  const petitioner = business?.companyName || member?.name || '';
  // pdf-lib loads with the first PDF a process makes, not at start (decision 127).
  const { renderPetitionPacket } = await import('./pdf');
  const bytes = await renderPetitionPacket({
    generatedAt: new Date(),
    member: { name: petitioner, email: member?.email ?? '', phone: member?.phone ?? null },
    case: {
      caseNumber: row.caseNumber,
      caption: row.caption,
      court: row.court,
      state: row.state,
      caseType: row.caseType,
    },
    eligibility: result
      ? {
          likelihood: result.likelihood,
          remedy: result.remedy,
          waitingPeriodEnds: result.waitingPeriodEnds,
          automatic: result.automatic.text,
          reasons: result.reasons,
          statutes: result.statutes,
          notLegalAdvice: result.notLegalAdvice,
        }
      : null,
    facts: input ? petitionFacts(input) : [],
    appearances: view.appearances.map((page) => ({
      url: page.url,
      title: page.title,
      site: page.siteName ?? new URL(page.url).hostname,
      firstSeen: page.firstSeenAt.slice(0, 10),
      status: page.status.replace(/_/g, ' '),
    })),
    formFields: petitionFormFields(row, petitioner, input, result),
  });
  const blob = await deps.blobs.put(bytes);
  const doc = await repository.insertDocument(deps.db, {
    userId: row.userId,
    caseId: row.id,
    kind: 'petition_packet',
    contentType: 'application/pdf',
    size: blob.size,
    sha256: blob.sha256,
    uploadedBy: by,
  });
  return { doc, bytes };
}

export async function generatePetition(deps: Pick<CourtDeps, 'db' | 'blobs'>, userId: string, caseId: string) {
  const row = await ownCase(deps.db, userId, caseId);
  const { doc } = await writePetition(deps, row, 'member');
  return { document: toDocument(doc) };
}

export async function documentFile(db: Db, blobs: BlobStore, userId: string, caseId: string, documentId: string) {
  const row = await ownCase(db, userId, caseId);
  const doc = await repository.findDocument(db, row.id, documentId);
  const bytes = doc ? await blobs.get(doc.sha256) : null;
  if (!doc || !bytes) notFound('That document');
  const file = doc as DocumentRow;
  return {
    bytes: bytes as Buffer,
    contentType: file.contentType,
    filename: `${file.kind.replace('_', '-')}-${row.caseKey}.${orderFileExtension(file.contentType)}`,
    sha256: file.sha256,
  };
}
