import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';
import { CONSENT_REQUIRED_MESSAGE } from './agreement';

/** The service agreement's wire (`/api/agreement*`, issue 16 step 5). */
const SectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

const ConsentSchema = z.object({ id: z.string(), label: z.string() });

/** One signature as the member sees it; `pdfUrl` downloads the signed PDF. */
const SignatureSchema = z.object({
  id: z.uuid(),
  version: z.string(),
  /** SHA-256 (hex) of the exact text signed, as printed in the PDF. */
  sha256: z.string(),
  typedName: z.string(),
  signedAt: TimestampSchema,
  ipAddress: z.nullable(z.string()),
  pdfUrl: z.string(),
});

/**
 * `signed`: the member signed the current version; `outdated`: only an older one (they sign again
 * before automated filing goes on); `unsigned`: never.
 */
const AGREEMENT_STATUSES = ['signed', 'outdated', 'unsigned'] as const;

export const AgreementSchema = z.object({
  version: z.string(),
  title: z.string(),
  sections: z.array(SectionSchema),
  /** The exact text signed; `sha256` is its fingerprint (UTF-8). */
  text: z.string(),
  sha256: z.string(),
  consents: z.array(ConsentSchema),
  /** The name the typed signature must match. */
  accountName: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  /** The member's latest signature, of whichever version. */
  signature: z.nullable(SignatureSchema),
});
export type Agreement = z.infer<typeof AgreementSchema>;

const ticked = z.boolean().check(z.refine((value) => value, CONSENT_REQUIRED_MESSAGE));

export const SignBodySchema = z.object({
  /** The version the member read: a newer one since is refused (409) so they read it first. */
  version: z.string().check(z.minLength(1), z.maxLength(40)),
  typedName: z.string().check(z.trim(), z.minLength(1, 'Type your full name to sign.'), z.maxLength(200)),
  consents: z.object({ readAgreement: ticked, authoriseAgent: ticked, acceptFees: ticked }),
});
export type SignBody = z.infer<typeof SignBodySchema>;

export const SignedSchema = z.object({ signature: SignatureSchema });
