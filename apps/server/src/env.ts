import path from 'node:path';
import { SEARCH_RATE_LIMIT, SEARCH_SERVICE } from '@cleardocket/domain/constants';
import { parseEnv } from './env-schema';
import type { Env } from './env-schema';
import type { S3BlobConfig } from './providers/blob-store/s3-store';

/**
 * The app's configuration, read from the environment once at start. A bad or missing value stops
 * the process with a message that names the variable (env-schema.ts checks each one).
 */

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /**
   * How answers are written: `checked` parses each through its zod contract (a handler that
   * breaks it answers 500), `compiled` writes it with a serializer compiled from the contract
   * (decision 094). Production compiles, development and tests check.
   */
  responseSerializer: 'checked' | 'compiled';
  webDistDir: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  runWorkers: boolean;
  /** PostgreSQL: the app's connection pool per process (the job queue has its own, jobsPoolMax). */
  databasePoolMax: number;
  jobsPoolMax: number;
  /**
   * A job whose worker sent no heartbeat for this long is failed and retried (pg-boss heartbeats):
   * how soon a killed worker's job runs again, whatever its expiry (decision 040).
   */
  jobsHeartbeatSeconds: number;
  /** How often a worker process looks for such jobs and expired ones. */
  jobsSuperviseSeconds: number;
  housekeepingCron: string;
  /** The tag manager container; page CSPs allow its host only when set (set it at build time too). */
  gtmId: string | undefined;
  /** Client addresses exempt from per-address rate limits (monitoring, load tests). */
  rateLimitAllowlist: string[];
  /** Accounts with these emails become admins when they verify or sign in (bootstrap). */
  adminEmails: string[];
  /** Signs sessions; generated and stored in the database on first start when unset. */
  authSecret: string | undefined;
  /**
   * The test suite's cheaper password hash (modules/identity/test-password-hashing.ts). Set only by
   * the test helpers' config; no environment variable reaches it.
   */
  testPasswordHashing?: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  search: SearchConfig;
  /**
   * Lets server-side fetches of member-supplied addresses (evidence pages, push endpoints) reach
   * loopback: for tests against local servers only.
   */
  allowLoopbackFetch: boolean;
  /**
   * The browser tests' stand-ins for real sites (decision 039), accepted only with NODE_ENV=test:
   * host names the guarded fetch and the browser's guard proxy connect to on 127.0.0.1 (with
   * allowLoopbackFetch), and a JSON file of search results the offline provider returns first.
   */
  testSites: { loopbackHosts: string[]; searchResultsFile: string | undefined };
  removal: {
    verifyCron: string;
    deadlinesCron: string;
    /** When removed listings due for their site's re-list check are queued. */
    relistCron: string;
  };
  /** Monitoring (docs/monitoring.md): the re-scan scheduler's pass and the monthly reports (UTC cron). */
  monitoring: { passCron: string; monthlyReportCron: string };
  /** The removal runner and the agent addresses' mail (docs/removal-runner.md). */
  runner: RunnerConfig;
  /** Chromium for the removal runner and verification (one browser per process); unset, the usual install paths. */
  chromiumPath: string | undefined;
  /** Honest verification (docs/removal.md "Verdicts"): the time limit of rendering one page. */
  verification: { renderTimeoutMs: number };
  /** Evidence blobs: files under DATA_DIR/blobs, or an S3-compatible bucket when BLOB_S3_BUCKET is set. */
  blobStore: { kind: 'files'; dir: string } | ({ kind: 's3' } & S3BlobConfig);
  /** Payments (docs/membership.md): Stripe when its keys are set, otherwise the offline sandbox. */
  payments: PaymentsConfig;
  /** API keys (docs/api-keys.md): requests per key per minute. */
  apiKeys: { rateLimit: { max: number; windowMs: number } };
  /**
   * Secrets encrypted at rest (docs/api-keys.md "Secrets"): the key that seals (SECRETS_KEY) and
   * older keys that still open what they sealed until a rotation re-seals it; unset, nothing can be stored.
   */
  secretsKeys: { current: string; previous: string[] } | undefined;
};

export type PaymentsConfig = {
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /**
   * Whether the offline sandbox may take (test) payments: always outside production, and in
   * production only when the operator says so (`PAYMENTS=sandbox`, issue 31).
   */
  sandboxAllowed: boolean;
  /** When renewals, dunning retries, period ends and trial reminders are worked (UTC cron). */
  cron: string;
};

export type RunnerConfig = {
  /** Playbook runs at once in this process (one browser, one context per run). */
  concurrency: number;
  stepTimeoutMs: number;
  runTimeoutMs: number;
  /** A JSON file of playbooks replacing the built-in ones by domain (a corrected playbook, a staging replica). */
  playbooksFile: string | undefined;
  /** Members' agent addresses are `m-<random>@` this domain. */
  agentMailDomain: string;
  /** The SMTP receiver for agent addresses; off when no port is set. */
  smtpInbound: { port: number; host: string; maxBytes: number } | undefined;
};

export type SearchProviderId = 'offline' | 'google-cse' | 'brave' | 'searxng';

/** Which web search provider scans use; keys never leave the server (ARCHITECTURE §6). */
export type SearchConfig = {
  provider: SearchProviderId;
  googleCse: { key: string | undefined; cx: string | undefined; url: string };
  brave: { key: string | undefined; url: string };
  searxng: { url: string | undefined };
  /** First retry delay after a 429 (spec §9: 2 s); tests shorten it. */
  retryBaseMs: number;
  /** Per-request timeout (spec §9 search service: 30 s). */
  timeoutMs: number;
};

/** A comma-separated variable as a list: each item trimmed (and made lower case when asked), blanks dropped. */
function splitList(value: string | undefined, lowerCase = false): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => (lowerCase ? item.trim().toLowerCase() : item.trim()))
    .filter(Boolean);
}

function searchConfig(env: Env): SearchConfig {
  return {
    provider: env.SEARCH_PROVIDER,
    googleCse: { key: env.GOOGLE_CSE_KEY, cx: env.GOOGLE_CSE_CX, url: env.GOOGLE_CSE_URL },
    brave: { key: env.BRAVE_SEARCH_KEY, url: env.BRAVE_SEARCH_URL },
    searxng: { url: env.SEARXNG_URL },
    retryBaseMs: SEARCH_RATE_LIMIT.baseDelayMs,
    timeoutMs: SEARCH_SERVICE.timeoutMs,
  };
}

function runnerConfig(env: Env, cwd: string): RunnerConfig {
  return {
    concurrency: env.RUNNER_CONCURRENCY,
    stepTimeoutMs: env.RUNNER_STEP_TIMEOUT_MS,
    runTimeoutMs: env.RUNNER_RUN_TIMEOUT_MS,
    playbooksFile: env.RUNNER_PLAYBOOKS_FILE ? path.resolve(cwd, env.RUNNER_PLAYBOOKS_FILE) : undefined,
    agentMailDomain: env.AGENT_MAIL_DOMAIN.toLowerCase(),
    smtpInbound:
      env.SMTP_INBOUND_PORT === undefined
        ? undefined
        : {
            port: env.SMTP_INBOUND_PORT,
            host: env.SMTP_INBOUND_HOST ?? env.HOST,
            maxBytes: env.SMTP_INBOUND_MAX_BYTES,
          },
  };
}

function blobStoreConfig(env: Env, dataDir: string): Config['blobStore'] {
  if (!env.BLOB_S3_BUCKET) return { kind: 'files', dir: path.join(dataDir, 'blobs') };
  return {
    kind: 's3',
    bucket: env.BLOB_S3_BUCKET,
    endpoint: env.BLOB_S3_ENDPOINT,
    region: env.BLOB_S3_REGION,
    credentials:
      env.BLOB_S3_ACCESS_KEY_ID && env.BLOB_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.BLOB_S3_ACCESS_KEY_ID, secretAccessKey: env.BLOB_S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: env.BLOB_S3_PREFIX,
    // Most S3-compatible stores want bucket/key paths; AWS itself takes virtual hosts.
    forcePathStyle: env.BLOB_S3_FORCE_PATH_STYLE ?? env.BLOB_S3_ENDPOINT !== undefined,
  };
}

/** The outside services a message or a payment goes through, and the keys that open them. */
function serviceConfig(env: Env) {
  return {
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiUrl: env.TWILIO_API_URL,
          }
        : undefined,
    payments: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
          : undefined,
      sandboxAllowed: env.NODE_ENV !== 'production' || env.PAYMENTS === 'sandbox',
      cron: env.MEMBERSHIP_CRON,
    },
    apiKeys: { rateLimit: { max: env.API_KEY_RATE_LIMIT, windowMs: 60_000 } },
    secretsKeys: env.SECRETS_KEY
      ? { current: env.SECRETS_KEY, previous: splitList(env.SECRETS_KEY_PREVIOUS) }
      : undefined,
  } satisfies Partial<Config>;
}

/** The process: where it listens and keeps its data, its pools and its job schedule. */
function processConfig(env: Env, cwd: string) {
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    responseSerializer: env.RESPONSE_SERIALIZER ?? (env.NODE_ENV === 'production' ? 'compiled' : 'checked'),
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(cwd, env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/build/client'),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    runWorkers: env.RUN_WORKERS,
    databasePoolMax: env.DATABASE_POOL_MAX,
    jobsPoolMax: env.JOBS_POOL_MAX,
    jobsHeartbeatSeconds: env.JOBS_HEARTBEAT_SECONDS,
    jobsSuperviseSeconds: env.JOBS_SUPERVISE_SECONDS,
    housekeepingCron: env.HOUSEKEEPING_CRON,
  } satisfies Partial<Config>;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const env = parseEnv(source);
  const base = processConfig(env, cwd);
  return {
    ...base,
    ...serviceConfig(env),
    gtmId: env.GTM_ID,
    rateLimitAllowlist: splitList(env.RATE_LIMIT_ALLOWLIST),
    adminEmails: splitList(env.ADMIN_EMAILS, true),
    search: searchConfig(env),
    allowLoopbackFetch: env.ALLOW_LOOPBACK_FETCH,
    testSites: {
      loopbackHosts: splitList(env.TEST_LOOPBACK_HOSTS, true),
      searchResultsFile: env.TEST_SEARCH_RESULTS_FILE ? path.resolve(cwd, env.TEST_SEARCH_RESULTS_FILE) : undefined,
    },
    removal: { verifyCron: env.VERIFY_CRON, deadlinesCron: env.DEADLINES_CRON, relistCron: env.RELIST_CRON },
    monitoring: { passCron: env.MONITORING_CRON, monthlyReportCron: env.MONTHLY_REPORT_CRON },
    runner: runnerConfig(env, cwd),
    chromiumPath: env.CHROME_PATH,
    verification: { renderTimeoutMs: env.VERIFY_RENDER_TIMEOUT_MS },
    blobStore: blobStoreConfig(env, base.dataDir),
  };
}
