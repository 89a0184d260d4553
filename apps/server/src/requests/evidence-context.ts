import type { Db } from '../db/database';
import type { NotificationInput } from '../notifications/service';
import type { BlobStore } from '../providers/blob-store/types';
import type { PageRenderer } from './page-render';

/** What evidence capture and verification need from the app (plugins/requests.ts builds it). */
export type EvidenceContext = {
  db: Db;
  blobs: BlobStore;
  renderer: PageRenderer;
  /** Loopback pages are fetched only in tests (ALLOW_LOOPBACK_FETCH). */
  allowLoopback: boolean;
  /** The plain HTTP fetch's time limit. */
  fetchTimeoutMs: number;
  notify(userId: string, category: string, input: NotificationInput): Promise<unknown>;
  /** Runs a verification (or, for `snapshot`, a before-capture) again at a later time. */
  scheduleCheck(kind: 'verify' | 'snapshot', removalId: string, at: Date): Promise<void>;
  /** Hands a removal request to the dispatch job (letters, operator queue). */
  queueDispatch(removalId: string): Promise<void>;
  /** Could-not-check backoff; the domain's 1 h, 6 h, 24 h unless a test shortens it. */
  retryDelaysMs?: readonly number[];
  now?: () => Date;
};

export const nowOf = (ctx: EvidenceContext) => ctx.now?.() ?? new Date();
