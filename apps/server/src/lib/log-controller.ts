import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A request slower than this is logged (warn) with its route and time. */
export const SLOW_REQUEST_MS = 1000;

/**
 * What Fastify logs per request, for an operator (issue 13 item 8: per-request info lines wrote
 * 241 MB in 2.5 minutes of load): failures and slow requests; everything else only at debug.
 * Server errors are logged once more by plugins/errors.ts, with the error.
 */
export class OperatorLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
