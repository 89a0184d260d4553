import { createHash } from 'node:crypto';

/**
 * Evidence files (screenshots, page texts) by their SHA-256 (ARCHITECTURE §1 "blob store"): files
 * under DATA_DIR by default, an S3-compatible bucket when configured. The same bytes are stored
 * once, whoever puts them; a blob is deleted only when no row refers to it any more.
 */
export interface BlobStore {
  readonly kind: 'files' | 's3';
  /** Stores the bytes (once) and returns their SHA-256. */
  put(bytes: Buffer): Promise<{ sha256: string; size: number }>;
  /** The bytes, or null when no such blob is stored. */
  get(sha256: string): Promise<Buffer | null>;
  /** Removes the blob; removing one that is not there is not an error. */
  delete(sha256: string): Promise<void>;
}

export const sha256Of = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Names are checked before they become paths or keys: 64 lower-case hex digits, nothing else. */
export function assertSha256(value: string): void {
  if (!/^[0-9a-f]{64}$/.test(value)) throw new Error('Not a SHA-256 blob name');
}

/** `ab/cd/abcd…`: two levels of fan-out keep directories (and bucket listings) small. */
export const blobPath = (sha256: string) => `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
