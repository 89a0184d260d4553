import type { FastifyInstance } from 'fastify';
import type { Playbook } from '@cleardocket/domain/removal/playbook';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { RunnerConfig } from '../../env';
import type { NotificationInput } from '../notifications/service';
import type { BrowserPool } from '../../lib/browser/chromium';
import type { BlobStore } from '../../providers/blob-store/types';

/** What the runner's rules need from the app, built from its infrastructure (decision 011). */
export type RunnerContext = QueueContext & {
  config: RunnerConfig & { allowLoopback: boolean };
  /** The process's one Chromium, shared with verification (plugins/browser.ts). */
  pool: BrowserPool;
  /** Step screenshots, content-addressed in the blob store (plugins/blob-store.ts). */
  blobs: BlobStore;
  /** The job queue: a request page that asks for email hands the removal to the letter's dispatch. */
  jobs: JobQueue;
  /** The Data Rights Protocol route, handed down by app.ts (the DRP module is in this layer). */
  drpRoute?: DrpRoute;
};

/**
 * Sends the removal through DRP when the site speaks it at the request page's origin (issue 30
 * item 2): `sent` (with the exercise), `not-spoken`, or `refused` with the business's reason.
 */
export type DrpRoute = (
  userId: string,
  removalId: string,
  pageUrl: string,
) => Promise<{ kind: 'sent'; exercise: string } | { kind: 'not-spoken' } | { kind: 'refused'; reason: string }>;

/** What queueing a removal for the runner needs (the requests module and MCP queue them). */
export type QueueContext = {
  db: Db;
  sendRun(runId: string, startAfterSeconds?: number): Promise<void>;
  notify(userId: string, category: string, input: NotificationInput): Promise<unknown>;
  /** This process's playbooks (plugins/playbooks.ts). */
  playbookFor(domain: string): Playbook | undefined;
};

export type QueueApp = Pick<FastifyInstance, 'db' | 'jobs' | 'events' | 'playbooks'>;
export type RunnerApp = QueueApp & Pick<FastifyInstance, 'browser' | 'blobs'>;

export type Actor = { kind: 'member' | 'operator'; id: string };
