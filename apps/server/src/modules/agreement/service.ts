import { createHash, randomUUID } from 'node:crypto';
import {
  AGREEMENT_CONSENTS,
  agreementSections,
  agreementText,
  agreementTitle,
  CURRENT_AGREEMENT_VERSION,
  nameMismatchMessage,
  namesMatch,
} from '@cleardocket/domain/agreement/agreement';
import type { SignBody } from '@cleardocket/domain/agreement/contract';
import { BRAND } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { greet } from '../../lib/email/content';
import { renderEmail } from '../../lib/email/render-email';
import type { BlobStore } from '../../providers/blob-store/types';
import type { MailTransport } from '../../providers/messaging/transports';
import * as repository from './repository';
import type { SignatureRow } from './repository';
import type { SignedAgreementPdf } from './pdf';
import { utcStamp } from './stamp';
import { utcDay } from '@cleardocket/domain/dates';

export type AgreementDeps = {
  db: Db;
  blobs: BlobStore;
  mail: MailTransport;
  log: FastifyBaseLogger;
  publicUrl: string;
};

/** The agreement's fingerprint: SHA-256 (hex) over the UTF-8 of its exact text. */
export function agreementSha256(version: string): string {
  return createHash('sha256').update(agreementText(version), 'utf8').digest('hex');
}

const signPath = () => paths.dashboardAgreement.getHref();

/** Said when automated filing waits for the member's signature. */
const AGREEMENT_REQUIRED_MESSAGE = `Sign the service agreement to let us file for you. It takes a minute, on the Service agreement page (${signPath()}).`;

const pdfUrlOf = (id: string) => `/api/agreement/signatures/${id}/pdf`;

function toSignature(row: SignatureRow) {
  return {
    id: row.id,
    version: row.version,
    sha256: row.textSha256,
    typedName: row.typedName,
    signedAt: row.signedAt,
    ipAddress: row.ipAddress,
    pdfUrl: pdfUrlOf(row.id),
  };
}

/** Whether the member signed this exact version of the agreement (its version and its text's hash). */
export async function hasSignedCurrent(db: Db, userId: string): Promise<boolean> {
  return repository.hasSigned(db, userId, CURRENT_AGREEMENT_VERSION, agreementSha256(CURRENT_AGREEMENT_VERSION));
}

/**
 * The gate before anything is filed for the member (issue 16 step 5): refused with 403
 * `agreement_required` until they signed the current version. Membership's requireEntitlement calls
 * it for the automated-filing actions.
 */
export async function requireCurrentSignature(db: Db, userId: string): Promise<void> {
  if (await hasSignedCurrent(db, userId)) return;
  throw new AppError('agreement_required', AGREEMENT_REQUIRED_MESSAGE, 403);
}

/** The agreement to read and sign, and where the member stands with it. */
export async function agreementOf(db: Db, userId: string) {
  const version = CURRENT_AGREEMENT_VERSION;
  const signer = await repository.findSigner(db, userId);
  if (!signer) throw new AppError('unauthorized');
  const sha256 = agreementSha256(version);
  const latest = await repository.latestSignature(db, userId);
  const signedCurrent = await repository.hasSigned(db, userId, version, sha256);
  return {
    version,
    title: agreementTitle(),
    sections: agreementSections(version),
    text: agreementText(version),
    sha256,
    consents: AGREEMENT_CONSENTS.map(({ id, label }) => ({ id, label })),
    accountName: signer.name,
    status: signedCurrent ? ('signed' as const) : latest ? ('outdated' as const) : ('unsigned' as const),
    signature: latest ? toSignature(latest) : null,
  };
}

type Client = { ip: string | null; userAgent: string | null };

/** The signed copy as a PDF: pdf-lib loads with the first one a process makes, not at start (decision 127). */
async function renderPdf(input: SignedAgreementPdf): Promise<Buffer> {
  const { renderSignedAgreement } = await import('./pdf');
  return renderSignedAgreement(input);
}

/**
 * Signs the current version: the version read must still be the current one (409 otherwise), the
 * boxes are ticked (the body's schema), the typed name is the account's. The PDF is rendered,
 * stored as a blob, recorded with the signature, and emailed to the member.
 */
export async function sign(deps: AgreementDeps, userId: string, body: SignBody, client: Client) {
  const version = CURRENT_AGREEMENT_VERSION;
  if (body.version !== version) {
    throw new AppError(
      'agreement_outdated',
      'The agreement has changed since you opened it. Read the new version, then sign it.',
      409,
    );
  }
  const signer = await repository.findSigner(deps.db, userId);
  if (!signer) throw new AppError('unauthorized');
  if (!namesMatch(body.typedName, signer.name)) {
    throw new AppError('name_mismatch', nameMismatchMessage(signer.name), 400);
  }

  const id = randomUUID();
  const signedAt = new Date();
  const textSha256 = agreementSha256(version);
  const consents = AGREEMENT_CONSENTS.filter((consent) => body.consents[consent.id]);
  const pdf = await renderPdf({
    signatureId: id,
    title: agreementTitle(),
    version,
    sections: agreementSections(version),
    textSha256,
    typedName: body.typedName,
    consents: consents.map((consent) => consent.label),
    signedAt,
    ipAddress: client.ip,
    userAgent: client.userAgent,
  });
  const blob = await deps.blobs.put(pdf);
  const row = await repository.insertSignature(deps.db, {
    id,
    userId,
    version,
    textSha256,
    typedName: body.typedName,
    consents: consents.map((consent) => consent.id),
    ipAddress: client.ip,
    userAgent: client.userAgent,
    signedAt,
    pdfSha256: blob.sha256,
    pdfSize: blob.size,
  });

  // The signature stands even when the email cannot go out: the PDF stays downloadable.
  try {
    const rendered = await renderEmail({
      preview: 'Your signed copy is attached as a PDF.',
      heading: 'Your signed service agreement',
      greeting: greet(signer.firstName),
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for signing the ${BRAND.name} service agreement (version ${version}). Your signed copy is attached as a PDF.`,
        },
        {
          kind: 'facts',
          items: [
            { label: 'Signed by', value: body.typedName },
            { label: 'Date and time', value: utcStamp(signedAt) },
            { label: 'SHA-256 of the agreement text', value: textSha256 },
          ],
        },
        { kind: 'link', label: 'You can download it again at any time', url: `${deps.publicUrl}${signPath()}` },
      ],
      footer: { reason: `You got this email because you signed the ${BRAND.name} service agreement.` },
    });
    await deps.mail.send({
      to: signer.email,
      subject: `${BRAND.name}: your signed service agreement`,
      ...rendered,
      attachments: [{ filename: pdfFilename(row), contentType: 'application/pdf', content: pdf }],
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'the signed agreement could not be emailed');
  }
  return toSignature(row);
}

function pdfFilename(row: Pick<SignatureRow, 'version' | 'signedAt'>): string {
  return `${BRAND.name.toLowerCase()}-service-agreement-${row.version}-${utcDay(row.signedAt)}.pdf`;
}

/** The signed PDF of one of the member's own signatures; another member's is not found. */
export async function signedPdf(db: Db, blobs: BlobStore, userId: string, signatureId: string) {
  const row = await repository.findSignature(db, userId, signatureId);
  const bytes = row ? await blobs.get(row.pdfSha256) : null;
  if (!row || !bytes) throw new AppError('not_found', 'That signed agreement was not found.', 404);
  return { bytes, filename: pdfFilename(row), textSha256: row.textSha256 };
}

/** The signed PDFs' blobs, for account deletion. */
export const agreementBlobsOf = (db: Db, userId: string) => repository.pdfBlobsOf(db, userId);

/** Which of these blobs a signature row still names. */
export const referencedAgreementBlobs = (db: Db, hashes: string[]) => repository.referencedPdfBlobs(db, hashes);
