import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RunnerContext } from './context';

/** What the runner's route files share: the runner's context and its OpenAPI tag. */
export type RunnerRouteOptions = { context: RunnerContext };
export const tags = ['removal-runner'];
export const ShaParams = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** A step screenshot from the blob store, as a private, immutable PNG. */
export async function sendPng(context: RunnerContext, reply: FastifyReply, sha256: string) {
  const png = await context.blobs.get(sha256);
  if (!png) throw new AppError('not_found', 'Screenshot not found', 404);
  return reply.type('image/png').header('cache-control', 'private, max-age=86400, immutable').send(png);
}
