import type { FastifyInstance } from 'fastify';
import type { Config } from '../../env';
import type { CourtDeps } from './service';

/** What the court-records routes hand their service: the app's parts and the public URL for links. */
export const courtDeps = (fastify: FastifyInstance, config: Config): CourtDeps => ({
  db: fastify.db,
  jobs: fastify.jobs,
  events: fastify.events,
  blobs: fastify.blobs,
  mail: fastify.mail,
  publicUrl: config.publicUrl,
});
