/**
 * What an uploaded court order is, read from its first bytes (never its name or the browser's
 * type): a PDF (`%PDF-`), a PNG (its 8-byte signature) or a JPEG (`FF D8 FF`). Anything else is
 * refused before it is stored.
 */
export type OrderFileType = { mime: 'application/pdf' | 'image/png' | 'image/jpeg'; extension: 'pdf' | 'png' | 'jpg' };

/** 10 MB: a scanned order of a few pages fits; more is refused with ORDER_MESSAGES.tooLarge. */
export const ORDER_MAX_BYTES = 10 * 1024 * 1024;

export const ORDER_MESSAGES = {
  wrongType:
    'That file is not a PDF, PNG or JPEG. Upload the order as a PDF, or as a photo or scan saved as PNG or JPEG. Nothing was stored.',
  tooLarge:
    'That file is larger than 10 MB. Save the order at a lower resolution and upload it again. Nothing was stored.',
  empty: 'That file is empty. Choose the order’s file and upload it again.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** A stored order's file extension from its stored type (only the three above are ever stored). */
export function orderFileExtension(mime: string): OrderFileType['extension'] {
  return mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg';
}

export function sniffOrderFile(bytes: Uint8Array): OrderFileType | null {
  if (startsWith(bytes, PDF)) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, PNG)) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', extension: 'jpg' };
  return null;
}
