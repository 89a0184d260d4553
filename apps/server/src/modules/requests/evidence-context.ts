import type { Config } from '../../env';
import type { BrowserPool } from '../../lib/browser/chromium';
import type { BlobStore } from '../../providers/blob-store/types';
import type { RemovalRow } from './repository';
import type { RequestDeps } from './service';

/**
 * What evidence capture and verification need from the app (decision 011): the database, the job
 * queue and events (notifications), the blob store and the process's browser. Jobs pass `fastify`.
 */
export type EvidenceDeps = RequestDeps & { blobs: BlobStore; browser: BrowserPool };

/** How pages are looked at: from the config, with the waits tests shorten. */
export type EvidenceOptions = {
  /** Loopback pages are fetched only in tests (ALLOW_LOOPBACK_FETCH). */
  allowLoopback: boolean;
  /** Tests only (decision 039): site names served on loopback by the browser tests. */
  loopbackHosts?: readonly string[];
  /** The plain HTTP fetch's time limit. */
  fetchTimeoutMs: number;
  /** Rendering the page in Chromium (VERIFY_RENDER_TIMEOUT_MS). */
  renderTimeoutMs: number;
  /** Could-not-check backoff; the domain's 1 h, 6 h, 24 h unless a test shortens it. */
  retryDelaysMs?: readonly number[];
  now?: () => Date;
  /** Told of a removal filed again because its listing came back (the runner takes web forms). */
  onRefiled?: (removal: RemovalRow) => Promise<void>;
};

/** The plain fetch before the browser: the status code is all it is for. */
const FETCH_TIMEOUT_MS = 10_000;

export const evidenceOptions = (config: Config): EvidenceOptions => ({
  allowLoopback: config.allowLoopbackFetch,
  loopbackHosts: config.testSites.loopbackHosts,
  fetchTimeoutMs: Math.min(FETCH_TIMEOUT_MS, config.verification.renderTimeoutMs),
  renderTimeoutMs: config.verification.renderTimeoutMs,
});

export const nowOf = (options: EvidenceOptions) => options.now?.() ?? new Date();
