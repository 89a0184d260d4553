import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './types';
import { assertSha256, blobPath, sha256Of } from './types';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Blobs as files under `<root>/ab/cd/<sha256>`. A write goes to a temporary file in the same
 * directory and is renamed into place, so a reader never sees half a file and a crash leaves at
 * worst a stray temporary file, never a wrong blob.
 */
export function createFileBlobStore(root: string): BlobStore {
  const fileOf = (sha256: string) => {
    assertSha256(sha256);
    return path.join(root, blobPath(sha256));
  };
  return {
    kind: 'files',
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      const target = fileOf(sha256);
      const exists = await stat(target).then(
        (info) => info.size === bytes.length,
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      );
      if (!exists) {
        await mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${randomUUID()}.tmp`;
        try {
          await writeFile(temporary, bytes, { flush: true });
          await rename(temporary, target);
        } finally {
          await rm(temporary, { force: true });
        }
      }
      return { sha256, size: bytes.length };
    },
    async get(sha256) {
      try {
        return await readFile(fileOf(sha256));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(sha256) {
      await rm(fileOf(sha256), { force: true });
    },
  };
}
