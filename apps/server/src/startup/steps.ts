import type { STARTUP_STEPS } from '@cleardocket/domain/health/contract';
import type { Config } from '../env';
import { StartupError, firstLine } from '../lib/startup-error';

/** The steps of a start, in order (their names are the readiness contract's); /readyz names the one in progress. */
export type StartupStepId = (typeof STARTUP_STEPS)[number];

export type StartupStep = { id: StartupStepId; description: string; timeoutMs: number };

/**
 * Each step's own time limit. They only name a step that is stuck, so they are generous: a first
 * start takes about 5 s of CPU on an idle two-core machine, but minutes when the machine is shared
 * (issue "Start every time": seen past 3 minutes beside other builds and tests).
 */
const STEP_TIMEOUT_MS = {
  code: 300_000,
  /** initdb on a busy machine; a PostgreSQL server that does not answer is reported sooner. */
  database: { pglite: 600_000, postgres: 60_000 },
  migrations: 300_000,
  app: 300_000,
  jobs: 300_000,
} as const;

/** Fastify's limit for each plugin and onReady hook; nothing slow runs inside one any more. */
export const PLUGIN_TIMEOUT_MS = 300_000;

/** Where a start has got to: the responder's /readyz and the logs read it. */
export class StartupProgress {
  current: StartupStepId | null = null;
  readonly done = new Set<StartupStepId>();
  readonly startedAt = performance.now();
}

type Engine = Pick<Config, 'databaseUrl' | 'dataDir'>;

function where(config: Engine): string {
  if (!config.databaseUrl) return `the embedded database in DATA_DIR=${config.dataDir}`;
  // Never the whole URL: it may carry a password.
  return `the PostgreSQL server in DATABASE_URL (${new URL(config.databaseUrl).host})`;
}

export const startupSteps = {
  code: (): StartupStep => ({ id: 'code', description: "Loading the server's code", timeoutMs: STEP_TIMEOUT_MS.code }),
  database: (config: Engine): StartupStep => ({
    id: 'database',
    description: config.databaseUrl ? `Connecting to ${where(config)}` : `Opening ${where(config)}`,
    timeoutMs: config.databaseUrl ? STEP_TIMEOUT_MS.database.postgres : STEP_TIMEOUT_MS.database.pglite,
  }),
  migrations: (config: Engine): StartupStep => ({
    id: 'migrations',
    description: `Applying the database migrations to ${where(config)}`,
    timeoutMs: STEP_TIMEOUT_MS.migrations,
  }),
  app: (): StartupStep => ({
    id: 'app',
    description: "Loading the app's plugins, routes and web pages",
    timeoutMs: STEP_TIMEOUT_MS.app,
  }),
  jobs: (): StartupStep => ({ id: 'jobs', description: 'Starting the job queue', timeoutMs: STEP_TIMEOUT_MS.jobs }),
};

/**
 * Runs one step under its own time limit. A step that fails or runs out of time stops the start
 * with a one-line StartupError naming the step (and the setting behind it); one that already
 * explains itself (a StartupError) is passed on as it is.
 */
export async function runStep<T>(progress: StartupProgress, step: StartupStep, work: () => Promise<T>): Promise<T> {
  progress.current = step.id;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(
        new StartupError(`${step.description} took longer than ${step.timeoutMs / 1000} s; is the machine overloaded?`),
      );
    }, step.timeoutMs);
  });
  try {
    const result = await Promise.race([work(), timeout]);
    progress.done.add(step.id);
    return result;
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`${step.description} failed: ${describeFailure(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Fastify's time-out errors, reworded to say which plugin and which limit. */
function describeFailure(error: unknown): string {
  const message = firstLine(error);
  const plugin = /Plugin did not start in time: '([^']+)'/.exec(message)?.[1];
  if (plugin) return `the plugin '${plugin}' did not finish loading within ${PLUGIN_TIMEOUT_MS / 1000} s`;
  return message;
}
