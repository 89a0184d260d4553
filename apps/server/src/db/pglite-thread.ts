import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/** What a query may ask of the thread: drizzle's row mode and parsers that keep a type's text. */
type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
};

type Call =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump' }
  | { op: 'close' };

type PlainError = Record<string, string | number | boolean | null> & { name: string; message: string };
type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError };
type Notification = { listener: number; payload: string };
type Ready = { ready: true } | { ready: false; error: PlainError };

/** A PostgreSQL error raised on the database's thread, with its SQLSTATE, table and constraint. */
class DatabaseError extends Error {}

function toError(fields: PlainError): Error {
  const error = new DatabaseError(fields.message);
  Object.assign(error, fields);
  return error;
}

/** Statements of one transaction: the handle drizzle's PGlite session runs them on. */
export type PgliteThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

/** Each parsers object drizzle passes (one per statement class), checked once: its keep-as-text types. */
const checkedParsers = new WeakMap<object, number[]>();

/**
 * Statements from outside a transaction that may wait for the thread at once (decision 124). One
 * takes a few hundred µs there, so 512 are about a tenth of a second of work on a quiet machine
 * (a second on a swamped one); past that the process is overloaded, and a further one is refused
 * at once (503, "very busy … try again in a few seconds") rather than queued for seconds, and a SIGTERM finds little
 * left to wait for. 256 turned away a start-up burst of the polled load that then kept up.
 */
const MAX_WAITING = 512;

/**
 * The main thread's side of the embedded database (decision 109): the subset of PGlite's API that
 * drizzle's PGlite session and pg-boss's `fromPglite` use (query, exec, transaction, listen), each
 * call a message to db/pglite-worker.mjs, where PGlite runs. A slow statement keeps that thread
 * busy, not this one. The thread holds the process open only while a call is waiting.
 */
export class PgliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private stopped: Error | null = null;
  /** Calls counted against `maxWaiting`: statements and BEGINs from outside any transaction. */
  private waiting = 0;
  closed = false;

  private constructor(
    private readonly worker: Worker,
    private readonly maxWaiting: number,
  ) {
    worker.on('message', (message: Reply | Notification) => this.receive(message));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`the embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * Opens PGlite on a new thread: on `dataDir`, from a dumped `template`, or in memory. At most
   * `maxWaiting` statements from outside a transaction wait for it; a further one is refused. A
   * `wasmModule` (PGlite's pglite.wasm, compiled) is shared with the thread instead of compiled
   * again there: the tests open a database per file and pass the one their process compiled.
   */
  static async open(source: {
    dataDir?: string;
    template?: Blob;
    maxWaiting?: number;
    wasmModule?: WebAssembly.Module;
  }): Promise<PgliteThread> {
    const template = source.template ? await source.template.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: source.dataDir, template, wasmModule: source.wasmModule },
      transferList: template ? [template] : [],
    });
    const ready = await untilReady(worker);
    if (!ready.ready) {
      await worker.terminate();
      throw toError(ready.error);
    }
    worker.unref();
    return new PgliteThread(worker, source.maxWaiting ?? MAX_WAITING);
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const message = { op: 'query', sql, params, rowMode: options?.rowMode, textTypes: textTypes(options), tx } as const;
    return tx === undefined ? this.callBounded(message) : this.call(message);
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return tx === undefined ? this.callBounded({ op: 'exec', sql }) : this.call({ op: 'exec', sql, tx });
  }

  /** Whether the thread answers: a statement that waits its turn however many others wait. */
  async ping(): Promise<void> {
    await this.call({ op: 'query', sql: 'select 1' });
  }

  /**
   * Runs `work` in one transaction on the thread: committed when it returns, rolled back when it
   * throws. Statements outside it wait, as they do on PGlite itself (one connection).
   */
  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.callBounded<number>({ op: 'begin' });
    const tx: PgliteThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: id, commit: false });
      throw error;
    }
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** LISTEN on the thread; pg-boss uses it to hear of new jobs (NOTIFY works within PGlite). */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, callback);
    await this.call({ op: 'listen', channel, listener });
    return async () => {
      this.listeners.delete(listener);
      if (!this.closed) await this.call({ op: 'unlisten', listener });
    };
  }

  /** The data directory as an uncompressed tar (tests copy a migrated template this way). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })]);
  }

  /** Closes PGlite (it writes what it holds to the data directory) and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (!this.stopped) await this.call({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }

  /** A call from outside any transaction: refused at once when `maxWaiting` such calls wait. */
  private async callBounded<T>(message: Call): Promise<T> {
    if (this.waiting >= this.maxWaiting && !this.stopped && !this.closed) {
      throw busy(`the embedded database is busy: ${this.waiting} statements are waiting for it`);
    }
    this.waiting += 1;
    try {
      return await this.call<T>(message);
    } finally {
      this.waiting -= 1;
    }
  }

  private call<T>(message: Call): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closed) return Promise.reject(unavailable('the embedded database is closed'));
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private receive(message: Reply | Notification): void {
    if ('listener' in message) {
      this.listeners.get(message.listener)?.(message.payload);
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(toError(message.error));
  }

  /** The thread is gone: every call waiting, and every later one, fails as "unreachable". */
  private stop(cause: Error): void {
    if (this.stopped) return;
    this.stopped = unavailable(cause.message);
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}

/** The thread's first message: PGlite opened, or why not. */
function untilReady(worker: Worker): Promise<Ready> {
  return new Promise<Ready>((resolve, reject) => {
    const exited = (code: number) =>
      settle(() => reject(new Error(`the embedded database's thread stopped (exit code ${code})`)));
    const failed = (error: Error) => settle(() => reject(error));
    const answered = (ready: Ready) => settle(() => resolve(ready));
    // Only these listeners go: the worker's own (which ref its port) must stay.
    const settle = (then: () => void) => {
      worker.off('message', answered).off('error', failed).off('exit', exited);
      then();
    };
    worker.on('message', answered).on('error', failed).on('exit', exited);
  });
}

/** PostgreSQL's "connection failure" SQLSTATE, so the errors plugin answers 503 (plugins/errors.ts). */
function unavailable(message: string): Error {
  return Object.assign(new Error(message), { code: '08006' });
}

/**
 * PostgreSQL's "too many clients" SQLSTATE (the errors plugin answers 503, "very busy"): the thread
 * is alive but has more waiting than it can answer soon.
 */
function busy(message: string): Error {
  return Object.assign(new Error(message), { code: '53300' });
}

/**
 * The types whose parser keeps the text: drizzle passes such parsers (dates, timestamps,
 * intervals), and a function cannot cross to the thread. Any other parser would be dropped in
 * silence, so it is refused.
 */
function textTypes(options: QueryOptions | undefined): number[] | undefined {
  const parsers = options?.parsers;
  if (!parsers) return undefined;
  let types = checkedParsers.get(parsers);
  if (!types) {
    for (const [type, parse] of Object.entries(parsers)) {
      if (parse('2026-01-02 03:04:05+00', Number(type)) !== '2026-01-02 03:04:05+00') {
        throw new Error(`a parser for type ${type} that changes the value cannot run on the database's thread`);
      }
    }
    types = Object.keys(parsers).map(Number);
    checkedParsers.set(parsers, types);
  }
  return types;
}
