import { PgBoss } from 'pg-boss';
import type { Job, SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

export type JobDefinition<T> = {
  name: string;
  handler: JobHandler<T>;
  /** A cron expression (UTC) to run the job on a schedule. */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** How often an idle worker looks for new jobs (pg-boss default 2 s, at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Jobs worked at once in this process (default 1). */
  concurrency?: number;
};

type AnyDefinition = JobDefinition<never>;

/** A job that runs this long is logged at info whatever it is. */
const SLOW_JOB_MS = 10_000;

/**
 * The job queue (pg-boss) on the app's own database. Modules define their jobs before the app is
 * ready; web-only processes (RUN_WORKERS=false) can send jobs but never work them.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyDefinition>();
  private started = false;

  constructor(
    database: Database,
    private readonly options: {
      runWorkers: boolean;
      poolMax?: number;
      /** A job whose worker stopped sending heartbeats for this long is failed and retried (decision 040). */
      heartbeatSeconds?: number;
      /** How often a worker looks for such jobs (and expired ones). */
      superviseSeconds?: number;
      logger: FastifyBaseLogger;
    },
  ) {
    const supervision = options.superviseSeconds ?? 60;
    const common = {
      schema: 'pgboss',
      schedule: options.runWorkers,
      supervise: options.runWorkers,
      // Heartbeat and expiry checks run in the monitor pass, every max(monitor, supervise) seconds.
      superviseIntervalSeconds: supervision,
      monitorIntervalSeconds: supervision,
    };
    this.boss =
      database.kind === 'pglite' && database.jobsAdapter
        ? new PgBoss({ ...common, db: database.jobsAdapter, backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: database.connectionString ?? '', max: options.poolMax ?? 4 });
    this.boss.on('error', (error: unknown) => options.logger.error({ err: error }, 'job queue error'));
  }

  define<T>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`Job ${definition.name} defined after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition as unknown as AnyDefinition);
  }

  private get heartbeatSeconds(): number {
    return this.options.heartbeatSeconds ?? 60;
  }

  /** Whether start() has finished: workers run and jobs can be sent. */
  get isStarted(): boolean {
    return this.started;
  }

  get names(): string[] {
    return [...this.definitions.keys()];
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      await this.boss.createQueue(definition.name, {
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        heartbeatSeconds: this.heartbeatSeconds,
      });
      if (!this.options.runWorkers) continue;
      if (definition.cron) {
        await this.boss.schedule(definition.name, definition.cron, null, {
          tz: 'UTC',
          heartbeatSeconds: this.heartbeatSeconds,
        });
      }
      const workOptions = {
        pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
        localConcurrency: definition.concurrency ?? 1,
      };
      await this.boss.work<never>(definition.name, workOptions, async (jobs) => {
        for (const job of jobs) await this.runLogged(definition, job);
      });
    }
    this.started = true;
  }

  /**
   * One job, with the outcome an operator needs (issue 19): a failure at error (pg-boss retries it),
   * a scheduled or slow run at info, the rest at debug. Names and ids only, never the job's data.
   */
  private async runLogged(definition: AnyDefinition, job: Job<never>): Promise<void> {
    const started = performance.now();
    const facts = { job: definition.name, jobId: job.id };
    try {
      await definition.handler(job.data, job);
    } catch (error) {
      this.options.logger.error({ ...facts, err: error, ms: Math.round(performance.now() - started) }, 'job failed');
      throw error;
    }
    const ms = Math.round(performance.now() - started);
    if (definition.cron || ms >= SLOW_JOB_MS) this.options.logger.info({ ...facts, ms }, 'job completed');
    else this.options.logger.debug({ ...facts, ms }, 'job completed');
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job ${name}`);
    // On the job too: a queue created before decision 040 keeps its settings (pg-boss cannot add a
    // heartbeat to an existing queue), and the job's own value wins.
    return this.boss.send(name, data, { heartbeatSeconds: this.heartbeatSeconds, ...options });
  }

  /** Whether the queue's tables answer: part of /readyz. */
  async ping(): Promise<void> {
    await this.boss.getQueues();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
