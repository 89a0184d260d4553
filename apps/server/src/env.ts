import { isIP } from 'node:net';
import path from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import { SEARCH_RATE_LIMIT, SEARCH_SERVICE } from '@cleardocket/domain/constants';
import type { S3BlobConfig } from './providers/blob-store/s3-store';

/**
 * The environment, read once at start. A bad or missing value stops the process with a message
 * that names the variable (README "Configuration" lists each one).
 */
const booleanString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Why pg-boss would refuse `value` as a schedule (it parses with cron-parser too), or null. */
export function cronProblem(value: string): string | null {
  const fields = value.trim().split(/\s+/);
  if (!value.trim().startsWith('@') && fields.length !== 5 && fields.length !== 6) {
    return `it has ${fields.length} fields`;
  }
  try {
    // The options pg-boss's schedule() parses with.
    CronExpressionParser.parse(value, { tz: 'UTC', strict: false });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const cronString = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .superRefine((value, context) => {
      const problem = cronProblem(value);
      if (problem) {
        context.addIssue({
          code: 'custom',
          message: `must be a cron expression like "${fallback}" (minute hour day-of-month month day-of-week, UTC), not ${JSON.stringify(value)}: ${problem}`,
        });
      }
    });

/** An address this machine can listen on: an IP address, or a host name such as localhost. */
const hostString = z
  .string()
  .default('127.0.0.1')
  .refine(
    (value) => isIP(value) !== 0 || z.hostname().safeParse(value).success,
    'must be an IP address or a host name to listen on, like 127.0.0.1, 0.0.0.0, :: or localhost',
  );

const SECRETS_KEY_MESSAGE =
  "must be 32 random bytes in base64, like the output of: node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\"";
/** An AES-256 key: 32 bytes, base64 or base64url. */
const secretsKeyString = z
  .string()
  .refine(
    (value) => /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32,
    SECRETS_KEY_MESSAGE,
  );

const EnvSchema = z.object({
  // Production unless development (npm run dev) or tests ask otherwise: the safe behaviour is the default.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: hostString,
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  // Whether it is a usable directory is checked when the database opens (db/pglite.ts).
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(262_144),
  TRUST_PROXY: booleanString.default(false),
  RUN_WORKERS: booleanString.default(true),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  JOBS_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  HOUSEKEEPING_CRON: cronString('17 * * * *'),
  ADMIN_EMAILS: z.string().optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
    .optional(),
  RATE_LIMIT_ALLOWLIST: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ClearDocket <no-reply@cleardocket.example>'),
  TWILIO_ACCOUNT_SID: z.string().min(10).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(10).optional(),
  TWILIO_FROM: z.string().min(3).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  SEARCH_PROVIDER: z.enum(['offline', 'google-cse', 'brave', 'searxng']).default('offline'),
  GOOGLE_CSE_KEY: z.string().optional(),
  GOOGLE_CSE_CX: z.string().optional(),
  GOOGLE_CSE_URL: z.url().default('https://www.googleapis.com/customsearch/v1'),
  BRAVE_SEARCH_KEY: z.string().optional(),
  BRAVE_SEARCH_URL: z.url().default('https://api.search.brave.com/res/v1/web/search'),
  SEARXNG_URL: z.url().optional(),
  ALLOW_LOOPBACK_FETCH: booleanString.default(false),
  TEST_LOOPBACK_HOSTS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      for (const host of (value ?? '').split(',').filter((item) => item.trim())) {
        if (!z.hostname().safeParse(host.trim()).success || isIP(host.trim()) !== 0) {
          context.addIssue({
            code: 'custom',
            message: `must be host names separated by commas, not ${JSON.stringify(host)}`,
          });
        }
      }
    }),
  TEST_SEARCH_RESULTS_FILE: z.string().min(1).optional(),
  VERIFY_CRON: cronString('41 3 * * *'),
  DEADLINES_CRON: cronString('7 6 * * *'),
  AGENT_MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name such as agent.example.com')
    .default('agent.cleardocket.example'),
  SMTP_INBOUND_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  SMTP_INBOUND_HOST: z.string().min(1).optional(),
  SMTP_INBOUND_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(25 * 1024 * 1024)
    .default(1_048_576),
  RUNNER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  RUNNER_STEP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  RUNNER_RUN_TIMEOUT_MS: z.coerce.number().int().min(5000).max(3_600_000).default(180_000),
  CHROME_PATH: z.string().min(1).optional(),
  RUNNER_PLAYBOOKS_FILE: z.string().min(1).optional(),
  RELIST_CRON: cronString('23 4 * * *'),
  MONITORING_CRON: cronString('*/15 * * * *'),
  MONTHLY_REPORT_CRON: cronString('0 7 1 * *'),
  VERIFY_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  BLOB_S3_BUCKET: z.string().min(3).max(63).optional(),
  BLOB_S3_ENDPOINT: z.url().optional(),
  BLOB_S3_REGION: z.string().min(1).default('us-east-1'),
  BLOB_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BLOB_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BLOB_S3_PREFIX: z.string().max(200).default(''),
  BLOB_S3_FORCE_PATH_STYLE: booleanString.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  /** `sandbox`: take test cards in production too (a demo or staging server); see docs/membership.md. */
  PAYMENTS: z.enum(['sandbox'], { error: 'must be "sandbox" (or unset)' }).optional(),
  MEMBERSHIP_CRON: cronString('*/10 * * * *'),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  SECRETS_KEY: secretsKeyString.optional(),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      for (const key of (value ?? '').split(',').filter((item) => item.trim())) {
        if (!secretsKeyString.safeParse(key.trim()).success) {
          context.addIssue({ code: 'custom', message: SECRETS_KEY_MESSAGE });
        }
      }
    }),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
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

/** A bad or missing variable: its message is one line that names each variable at fault. */
export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment: ${issues.join('; ')}`);
    this.name = 'EnvError';
  }
}

/** Empty strings count as unset, as in most .env tooling. */
function dropEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(dropEmpty(source));
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  if (Boolean(env.BLOB_S3_ACCESS_KEY_ID) !== Boolean(env.BLOB_S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(['BLOB_S3_ACCESS_KEY_ID: set it together with BLOB_S3_SECRET_ACCESS_KEY, or neither']);
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError(['STRIPE_SECRET_KEY: set it together with STRIPE_WEBHOOK_SECRET, or neither']);
  }
  // Loopback is for tests against local servers: a production process never reaches it (decision 039).
  if (env.ALLOW_LOOPBACK_FETCH && env.NODE_ENV === 'production') {
    throw new EnvError(['ALLOW_LOOPBACK_FETCH: tests only; it is refused when NODE_ENV is production']);
  }
  for (const name of ['TEST_LOOPBACK_HOSTS', 'TEST_SEARCH_RESULTS_FILE'] as const) {
    if (env[name] && env.NODE_ENV !== 'test') throw new EnvError([`${name}: tests only; set NODE_ENV=test`]);
  }
  if (env.TEST_LOOPBACK_HOSTS && !env.ALLOW_LOOPBACK_FETCH) {
    throw new EnvError(['TEST_LOOPBACK_HOSTS: needs ALLOW_LOOPBACK_FETCH=true']);
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
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
    gtmId: env.GTM_ID,
    rateLimitAllowlist: (env.RATE_LIMIT_ALLOWLIST ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
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
    search: {
      provider: env.SEARCH_PROVIDER,
      googleCse: { key: env.GOOGLE_CSE_KEY, cx: env.GOOGLE_CSE_CX, url: env.GOOGLE_CSE_URL },
      brave: { key: env.BRAVE_SEARCH_KEY, url: env.BRAVE_SEARCH_URL },
      searxng: { url: env.SEARXNG_URL },
      retryBaseMs: SEARCH_RATE_LIMIT.baseDelayMs,
      timeoutMs: SEARCH_SERVICE.timeoutMs,
    },
    allowLoopbackFetch: env.ALLOW_LOOPBACK_FETCH,
    testSites: {
      loopbackHosts: (env.TEST_LOOPBACK_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      searchResultsFile: env.TEST_SEARCH_RESULTS_FILE ? path.resolve(cwd, env.TEST_SEARCH_RESULTS_FILE) : undefined,
    },
    removal: {
      verifyCron: env.VERIFY_CRON,
      deadlinesCron: env.DEADLINES_CRON,
      relistCron: env.RELIST_CRON,
    },
    monitoring: { passCron: env.MONITORING_CRON, monthlyReportCron: env.MONTHLY_REPORT_CRON },
    runner: {
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
    },
    chromiumPath: env.CHROME_PATH,
    verification: { renderTimeoutMs: env.VERIFY_RENDER_TIMEOUT_MS },
    blobStore: env.BLOB_S3_BUCKET
      ? {
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
        }
      : { kind: 'files', dir: path.join(dataDir, 'blobs') },
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
      ? {
          current: env.SECRETS_KEY,
          previous: (env.SECRETS_KEY_PREVIOUS ?? '')
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        }
      : undefined,
  };
}
