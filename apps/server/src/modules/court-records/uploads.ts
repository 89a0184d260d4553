import { ORDER_MAX_BYTES, ORDER_MESSAGES } from '@cleardocket/domain/court-records/file-type';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * Orders come as the raw request body, whatever type the browser names (the content decides, not
 * the name or the header): in this plugin's routes every body that is not JSON is read as bytes.
 */
export function registerOrderParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: ORDER_MAX_BYTES + 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded bytes; a JSON or empty body is not a file. */
export function orderBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  throw new AppError('unsupported_file', ORDER_MESSAGES.wrongType, 415);
}

/** Bytes go out as they are (the serializer only sees JSON answers). */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; filename: string; sha256: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-document-sha256', file.sha256)
    .send(file.bytes);
}
