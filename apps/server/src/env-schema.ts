import { isIP } from 'node:net';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';

/*
 * The environment's variables, each checked once at start (README "Configuration" lists each one);
 * env.ts turns them into the app's Config.
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
  // Unset: compiled in production, checked in development and tests (decision 094).
  RESPONSE_SERIALIZER: z.enum(['checked', 'compiled']).optional(),
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

export type Env = z.infer<typeof EnvSchema>;

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

/** Reads the environment: every variable checked alone, then the ones that only make sense together. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
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
  // Processes on one PostgreSQL share no data directory, and a dump must not travel with its key:
  // there the key that seals secrets at rest comes from the environment (decision 075).
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SECRETS_KEY) {
    throw new EnvError([`SECRETS_KEY: required in production with DATABASE_URL; ${SECRETS_KEY_MESSAGE}`]);
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
  return env;
}
