import type { Playbook } from '@cleardocket/domain/removal/playbook';
import type { Db } from '../../db/database';
import type { RunnerConfig } from '../../env';
import type { NotificationInput } from '../notifications/service';
import type { BrowserPool } from '../../lib/browser/chromium';
import type { BlobStore } from '../../providers/blob-store/types';

/** What the runner's rules need from the app: built once by plugin.ts, handed to tests as is. */
export type RunnerContext = {
  db: Db;
  config: RunnerConfig & { allowLoopback: boolean };
  sendRun(runId: string, startAfterSeconds?: number): Promise<void>;
  notify(userId: string, category: string, input: NotificationInput): Promise<unknown>;
  /** The process's one Chromium, shared with verification (plugins/browser.ts). */
  pool: BrowserPool;
  /** Step screenshots, content-addressed in the blob store (plugins/blob-store.ts). */
  blobs: BlobStore;
  playbookFor(domain: string): Playbook | undefined;
};

export type Actor = { kind: 'member' | 'operator'; id: string };
