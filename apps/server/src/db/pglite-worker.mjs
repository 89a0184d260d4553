// The embedded database on a thread of its own (issue 34, decision 109): PGlite runs PostgreSQL
// inside WebAssembly synchronously, so on the web process's own thread one slow query stalled every
// request. Here it answers the messages of db/pglite-thread.ts: query, exec, a transaction held open
// across messages, LISTEN, a dump of the data directory, and close. Plain JavaScript, because a
// worker thread does not inherit tsx's loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

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

/** Parsers that keep a type's text as it is (drizzle's, for dates and intervals), by type list. */
const keepAsText = new Map();
function queryOptions(rowMode, textTypes) {
  if (!rowMode && !textTypes) return undefined;
  const key = (textTypes ?? []).join(',');
  let parsers = keepAsText.get(key);
  if (!parsers) {
    parsers = Object.fromEntries((textTypes ?? []).map((type) => [type, (value) => value]));
    keepAsText.set(key, parsers);
  }
  return { rowMode, parsers };
}

const ROLLBACK = Symbol('rollback');
/** Open transactions by the id of the message that began them. */
const transactions = new Map();
/** LISTEN subscriptions by the main thread's listener id: their unsubscribe functions. */
const listeners = new Map();

function begin(pglite, id) {
  pglite
    .transaction(async (tx) => {
      const finished = new Promise((resolve, reject) => transactions.set(id, { tx, resolve, reject, endId: null }));
      reply(id, id);
      await finished;
    })
    .then(
      () => reply(transactions.get(id).endId, null),
      (error) => {
        const open = transactions.get(id);
        // A transaction that never began (PGlite closed) answers the begin message itself.
        if (!open) fail(id, error);
        else if (error === ROLLBACK) reply(open.endId, null);
        else fail(open.endId, error);
      },
    )
    .finally(() => transactions.delete(id));
}

function end(message) {
  const open = transactions.get(message.tx);
  if (!open) return fail(message.id, new Error('no such transaction is open'));
  open.endId = message.id;
  if (message.commit) open.resolve();
  else open.reject(ROLLBACK);
}

/** The handle a statement runs on: its transaction's, or the database's. */
function target(pglite, txId) {
  if (txId === undefined) return pglite;
  const open = transactions.get(txId);
  if (!open) throw new Error('the transaction this statement belongs to has ended');
  return open.tx;
}

async function handle(pglite, message) {
  switch (message.op) {
    case 'query':
      return target(pglite, message.tx).query(
        message.sql,
        message.params,
        queryOptions(message.rowMode, message.textTypes),
      );
    case 'exec':
      return target(pglite, message.tx).exec(message.sql);
    case 'listen': {
      const unsubscribe = await pglite.listen(message.channel, (payload) =>
        parentPort.postMessage({ listener: message.listener, payload }),
      );
      listeners.set(message.listener, unsubscribe);
      return null;
    }
    case 'unlisten':
      await listeners.get(message.listener)?.();
      listeners.delete(message.listener);
      return null;
    default:
      throw new Error(`unknown message ${message.op}`);
  }
}

async function dump(pglite, id) {
  const blob = await pglite.dumpDataDir('none');
  const bytes = await blob.arrayBuffer();
  reply(id, bytes, [bytes]);
}

async function close(pglite, id) {
  if (!pglite.closed) await pglite.close();
  reply(id, null);
  parentPort.close();
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
  parentPort.on('message', (message) => {
    if (message.op === 'begin') return begin(pglite, message.id);
    if (message.op === 'end') return end(message);
    if (message.op === 'dump') return dump(pglite, message.id).catch((error) => fail(message.id, error));
    if (message.op === 'close') return close(pglite, message.id).catch((error) => fail(message.id, error));
    handle(pglite, message).then(
      (result) => reply(message.id, result),
      (error) => fail(message.id, error),
    );
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}
