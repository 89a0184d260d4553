import type { FastifyInstance } from 'fastify';
import type { Config } from '../../env';
import type { BlobStore } from '../../providers/blob-store/types';
import type { MailTransport } from '../../providers/messaging/transports';
import type { NotifyDeps } from '../notifications/service';

/** What the court-records feature needs from the app: routes pass `fastify` and the public URL. */
export type CourtDeps = NotifyDeps & { blobs: BlobStore; mail: MailTransport; publicUrl: string };

/** What the court-records routes hand their service: the app's parts and the public URL for links. */
export const courtDeps = (fastify: FastifyInstance, config: Config): CourtDeps => ({
  db: fastify.db,
  jobs: fastify.jobs,
  events: fastify.events,
  blobs: fastify.blobs,
  mail: fastify.mail,
  publicUrl: config.publicUrl,
});
