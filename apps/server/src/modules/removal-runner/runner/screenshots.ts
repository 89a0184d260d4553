import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where step screenshots go: content-addressed by SHA-256. Files under DATA_DIR for now; the blob
 * store plugin (`plugins/blob-store.ts`, put/get by SHA-256) replaces `fileScreenshotStore` with a
 * one-line change where the runner plugin builds it.
 */
export type ScreenshotStore = {
  put(png: Buffer): Promise<string>;
  get(sha256: string): Promise<Buffer | null>;
};

const SHA256 = /^[0-9a-f]{64}$/;

export function fileScreenshotStore(dataDir: string): ScreenshotStore {
  const root = path.join(dataDir, 'runner-screenshots');
  const fileOf = (sha256: string) => path.join(root, sha256.slice(0, 2), `${sha256}.png`);
  return {
    async put(png) {
      const sha256 = createHash('sha256').update(png).digest('hex');
      const file = fileOf(sha256);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const staging = `${file}.${process.pid}.tmp`;
      await writeFile(staging, png);
      await rename(staging, file);
      return sha256;
    },
    async get(sha256) {
      if (!SHA256.test(sha256)) return null;
      try {
        return await readFile(fileOf(sha256));
      } catch {
        return null;
      }
    },
  };
}
