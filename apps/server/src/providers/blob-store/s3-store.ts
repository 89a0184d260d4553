import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './types';
import { assertSha256, blobPath, sha256Of } from './types';

export type S3BlobConfig = {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, …); unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  prefix: string;
  forcePathStyle: boolean;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Blobs as objects `<prefix>ab/cd/<sha256>` in an S3-compatible bucket. */
export function createS3BlobStore(config: S3BlobConfig): BlobStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (sha256: string) => {
    assertSha256(sha256);
    return `${config.prefix}${blobPath(sha256)}`;
  };
  return {
    kind: 's3',
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(sha256), Body: bytes }));
      return { sha256, size: bytes.length };
    },
    async get(sha256) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(sha256) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(sha256) }));
    },
  };
}
