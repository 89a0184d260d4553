import fp from 'fastify-plugin';
import type { Config } from '../env';
import { createFileBlobStore } from '../providers/blob-store/file-store';
import type { BlobStore } from '../providers/blob-store/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Evidence files by SHA-256 (ARCHITECTURE §1). */
    blobs: BlobStore;
  }
}

/** The S3 client (the AWS SDK, about 1 MB of code) loads only when the bucket is configured. */
async function createBlobStore(config: Config['blobStore']): Promise<BlobStore> {
  if (config.kind !== 's3') return createFileBlobStore(config.dir);
  const { createS3BlobStore } = await import('../providers/blob-store/s3-store');
  return createS3BlobStore(config);
}

/** The blob store: files under DATA_DIR/blobs, or the S3-compatible bucket of BLOB_S3_*. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    fastify.decorate('blobs', await createBlobStore(config.blobStore));
  },
  { name: 'blob-store' },
);
