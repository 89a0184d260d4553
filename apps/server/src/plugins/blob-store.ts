import fp from 'fastify-plugin';
import type { Config } from '../env';
import { createFileBlobStore } from '../providers/blob-store/file-store';
import { createS3BlobStore } from '../providers/blob-store/s3-store';
import type { BlobStore } from '../providers/blob-store/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Evidence files by SHA-256 (ARCHITECTURE §1). */
    blobs: BlobStore;
  }
}

function createBlobStore(config: Config['blobStore']): BlobStore {
  return config.kind === 's3' ? createS3BlobStore(config) : createFileBlobStore(config.dir);
}

/** The blob store: files under DATA_DIR/blobs, or the S3-compatible bucket of BLOB_S3_*. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    fastify.decorate('blobs', createBlobStore(config.blobStore));
  },
  { name: 'blob-store' },
);
