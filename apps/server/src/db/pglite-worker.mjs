// The embedded database on a thread of its own (issue 34, decisions 109 and 124): PGlite runs
// PostgreSQL inside WebAssembly synchronously, so on the web process's own thread one slow query
// stalled every request. Here it answers the messages of db/pglite-thread.ts: query, exec, a
// transaction held open across messages, LISTEN, a dump of the data directory, and close.
// Statements go to PostgreSQL through db/pglite-statements.mjs, one at a time in the order they
// came, except that while a transaction is open only its own statements run (one connection).
// Plain JavaScript, because a worker thread does not inherit tsx's loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { channelName, createStatements } from './pglite-statements.mjs';

/** An error as plain fields: a PostgreSQL error's SQLSTATE, table, constraint… cross the channel. */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    // The failed statement's values stay here: they may be personal data (lib/error-serializer.ts).
    if (key === 'params' || key === 'queryOptions') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

const reply = (id, result, transfer) => parentPort.postMessage({ id, ok: true, result }, transfer);
const fail = (id, error) => parentPort.postMessage({ id, ok: false, error: plainError(error) });

/** LISTEN subscriptions: the main thread's listener ids for each channel, by PostgreSQL's name. */
const channels = new Map();
function notify(channel, payload) {
  for (const listener of channels.get(channel) ?? []) parentPort.postMessage({ listener, payload });
}

function createHandlers(pglite, statements, session) {
  return {
    query: (message) => statements.query(message.sql, message.params, message.rowMode, message.textTypes),
    exec: (message) => statements.exec(message.sql),
    async begin(message) {
      await statements.exec('BEGIN');
      session.transaction = message.id;
      return message.id;
    },
    async end(message) {
      if (session.transaction !== message.tx) throw new Error('no such transaction is open');
      try {
        const [result] = await statements.exec(message.commit ? 'COMMIT' : 'ROLLBACK');
        // COMMIT of a transaction a failed statement aborted rolls it back instead, as PGlite says.
        if (message.commit && result?.command === 'ROLLBACK') throw new TransactionAbortedError();
        return null;
      } finally {
        session.transaction = null;
      }
    },
    async listen(message) {
      const name = channelName(message.channel);
      if (!channels.has(name)) {
        await statements.exec(`LISTEN ${message.channel}`);
        channels.set(name, new Set());
      }
      channels.get(name).add(message.listener);
      session.listeners.set(message.listener, message.channel);
      return null;
    },
    async unlisten(message) {
      const channel = session.listeners.get(message.listener);
      session.listeners.delete(message.listener);
      const name = channel === undefined ? undefined : channelName(channel);
      channels.get(name)?.delete(message.listener);
      if (name !== undefined && channels.get(name)?.size === 0) {
        channels.delete(name);
        await statements.exec(`UNLISTEN ${channel}`);
      }
      return null;
    },
    async dump(message) {
      const bytes = await (await pglite.dumpDataDir('none')).arrayBuffer();
      reply(message.id, bytes, [bytes]);
      return undefined;
    },
    async close() {
      if (!pglite.closed) await pglite.close();
      return null;
    },
  };
}

/** The messages after which, outside a transaction, PGlite would sync its file system. */
const WRITES = new Set(['query', 'exec', 'end']);

/**
 * Runs the messages one at a time. While a transaction is open, only its own statements and its
 * end may run: the others wait, in order, as they would for PGlite's one connection.
 */
function createQueue(pglite, statements, session) {
  const handlers = createHandlers(pglite, statements, session);
  const waiting = [];
  let running = false;
  const runnable = (message) =>
    session.transaction === null || message.tx === session.transaction || message.op === 'close';

  async function run(message) {
    const handler = handlers[message.op];
    try {
      if (!handler) throw new Error(`unknown message ${message.op}`);
      const result = await handler(message);
      // What PGlite's query() does after a statement outside a transaction: its file system's
      // sync (nothing on Node's file system or in memory in PGlite 0.5.16, but it stays its call).
      if (session.transaction === null && WRITES.has(message.op)) await pglite.syncToFs();
      if (result !== undefined) reply(message.id, result);
    } catch (error) {
      fail(message.id, error);
    }
    if (message.op === 'close') parentPort.close();
    else await rollBackAbandoned();
  }

  /**
   * A statement outside any transaction that failed inside a BEGIN it sent itself (the job
   * queue's multi-statement blocks) would leave every later statement failing: roll it back.
   */
  async function rollBackAbandoned() {
    if (session.transaction !== null || statements.status !== 'E') return;
    try {
      await statements.exec('ROLLBACK');
    } catch (error) {
      console.error(`the embedded database could not roll back a failed statement's transaction: ${error}`);
    }
  }

  async function pump() {
    if (running) return;
    running = true;
    try {
      for (let index = waiting.findIndex(runnable); index >= 0; index = waiting.findIndex(runnable)) {
        await run(waiting.splice(index, 1)[0]);
      }
    } finally {
      running = false;
    }
  }

  return (message) => {
    waiting.push(message);
    void pump();
  };
}

async function open() {
  const { dataDir, template, wasmModule } = workerData;
  const compiled = wasmModule ? { pgliteWasmModule: wasmModule } : {};
  const pglite = template
    ? new PGlite({ loadDataDir: new Blob([template]), ...compiled })
    : new PGlite({ ...(dataDir ? { dataDir } : {}), ...compiled });
  await pglite.waitReady;
  return pglite;
}

try {
  const pglite = await open();
  const session = { transaction: null, listeners: new Map() };
  const statements = createStatements(pglite, notify);
  parentPort.on('message', createQueue(pglite, statements, session));
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}
