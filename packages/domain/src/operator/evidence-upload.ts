import { z } from 'zod';
import { EvidenceSchema } from '../requests/contract';

/**
 * Evidence an operator uploads from the site (issue 30 item 6, decision 061): a PNG screenshot
 * (base64, checked by its first bytes) or the text of the site's letter. Either is stored in the
 * blob store under its SHA-256 and shown to the member as the operator's evidence; it is what lets
 * an operator mark a request removed when no check has shown it.
 */
export const SCREENSHOT_MAX_BYTES = 8 * 1024 * 1024;
const LETTER_MAX_CHARS = 100_000;

const note = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));

export const EvidenceUploadBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('screenshot'),
    note,
    /** The PNG, base64 (the browser reads the file and sends it in JSON). */
    pngBase64: z
      .string()
      .max(Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'The screenshot must be a PNG file.' }),
  }),
  z.object({
    kind: z.literal('letter'),
    note,
    /** The site's letter or email as text, as received. */
    text: z.string().check(z.trim(), z.minLength(20), z.maxLength(LETTER_MAX_CHARS)),
  }),
]);
export type EvidenceUploadBody = z.infer<typeof EvidenceUploadBodySchema>;

export const EvidenceUploadResponseSchema = z.object({ evidence: EvidenceSchema });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

export const EVIDENCE_UPLOAD_MESSAGES = {
  notPng: 'That file is not a PNG screenshot. Save the screenshot as PNG and upload it again. Nothing was stored.',
} as const;
