// Statements on the embedded database's thread (decision 124): the PostgreSQL wire protocol spoken
// to PGlite directly, one synchronous call into PostgreSQL for a statement it has seen before.
// PGlite's own query() makes six calls for every statement (parse, describe, bind, describe,
// execute, sync), plans it again each time, and copies its whole table of parsers for every result;
// under the polled load that was most of a millisecond of CPU a statement. Here a statement's text
// is parsed once into a named prepared statement (its parameter types and columns kept), and each
// later run is one message: Bind, Execute, Sync. Rows are parsed by PGlite's own parseResults, so
// they come out exactly as query() gave them.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize, Parser } = protocol;
const { parseResults } = parse;

/** Statements kept prepared at most; the least recently used is closed beyond this. */
const MAX_PREPARED = 500;
/** Only plain reads and writes are kept prepared; anything else (DDL, SET, BEGIN…) is parsed each time. */
const KEPT = /^\s*(select|insert|update|delete|with)\b/i;
/** "cached plan must not change result type": a table changed under a kept statement. */
const PLAN_CHANGED = '0A000';

function concat(parts) {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** PGlite's own quoting rule for a channel name (a quoted name keeps its case). */
export function channelName(channel) {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

/**
 * PGlite spoken to in protocol messages: `run` sends some in one call and answers PostgreSQL's
 * messages (the first error thrown), dispatching notifications; `status` is the transaction state
 * the last answer reported (I idle, T in a transaction, E failed).
 */
function createConnection(pglite, onNotification) {
  const connection = { status: 'I', run };
  // One parser for every answer (each makes a TextDecoder): an answer ends complete, with
  // ReadyForQuery, so nothing of one is left in it for the next.
  let parser = new Parser();

  async function run(parts, sql) {
    const messages = [];
    let error = null;
    const received = (message) => {
      if (message.name === 'error') error ??= message;
      else if (message.name === 'notification') onNotification(message.channel, message.payload);
      else if (message.name === 'readyForQuery') connection.status = message.status;
      else if (message.name !== 'notice') messages.push(message);
    };
    try {
      await pglite.execProtocolRawStream(concat(parts), {
        syncToFs: false,
        onRawData: (bytes) => parser.parse(bytes, received),
      });
    } catch (broken) {
      // A call that broke off (not a PostgreSQL error: those are answers) may leave half a message.
      parser = new Parser();
      throw broken;
    }
    if (error) throw Object.assign(error, { query: sql });
    return messages;
  }
  return connection;
}

/** PGlite's parsers with drizzle's keep-as-text types over them, built once per set of types. */
function createParserTables(pglite) {
  const tables = new Map();
  return (textTypes) => {
    const key = textTypes ? textTypes.join(',') : '';
    let parsers = tables.get(key);
    if (!parsers) {
      parsers = { ...pglite.parsers };
      for (const type of textTypes ?? []) parsers[type] = (value) => value;
      tables.set(key, parsers);
    }
    return parsers;
  };
}

/** The statements kept prepared, by text, least recently used first. */
function createPreparedStatements(connection) {
  const prepared = new Map();
  let nextName = 1;

  async function describe(sql, name) {
    const messages = await connection.run(
      [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()],
      sql,
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription');
    const columns = messages.find((message) => message.name === 'rowDescription');
    return { name, types: parameters?.dataTypeIDs ?? [], columns };
  }

  async function close(sql) {
    const statement = prepared.get(sql);
    prepared.delete(sql);
    await connection.run([serialize.close({ type: 'S', name: statement.name }), serialize.sync()], 'close');
  }

  return {
    has: (sql) => prepared.has(sql),
    close,
    /** The statement for `sql`, prepared once when it is a kept kind; `""` (unnamed) otherwise. */
    async statementFor(sql) {
      if (!KEPT.test(sql)) return describe(sql, '');
      const known = prepared.get(sql);
      if (known) {
        prepared.delete(sql);
        prepared.set(sql, known);
        return known;
      }
      if (prepared.size >= MAX_PREPARED) await close(prepared.keys().next().value);
      const statement = await describe(sql, `cd${nextName++}`);
      prepared.set(sql, statement);
      return statement;
    },
  };
}

export function createStatements(pglite, onNotification) {
  const connection = createConnection(pglite, onNotification);
  const parsersFor = createParserTables(pglite);
  const prepared = createPreparedStatements(connection);

  const values = (params, types) =>
    (params ?? []).map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[types[i]];
      return serializer ? serializer(param) : param.toString();
    });

  async function execute(sql, params, rowMode, textTypes) {
    const statement = await prepared.statementFor(sql);
    const bind = serialize.bind({ statement: statement.name, values: values(params, statement.types) });
    const messages = await connection.run([bind, serialize.execute({}), serialize.sync()], sql);
    if (statement.columns) messages.unshift(statement.columns);
    return parseResults(messages, parsersFor(textTypes), { rowMode })[0];
  }

  return {
    get status() {
      return connection.status;
    },
    /** One statement with parameters (the extended protocol), as PGlite's query() answers it. */
    async query(sql, params, rowMode, textTypes) {
      try {
        return await execute(sql, params, rowMode, textTypes);
      } catch (error) {
        if (error?.code !== PLAN_CHANGED || !prepared.has(sql)) throw error;
        await prepared.close(sql);
        // Outside a transaction the statement can run again, parsed afresh; inside one it failed it.
        if (connection.status !== 'I') throw error;
        return execute(sql, params, rowMode, textTypes);
      }
    },
    /** Statements without parameters, several at once (the simple protocol), as PGlite's exec(). */
    async exec(sql) {
      return parseResults(await connection.run([serialize.query(sql)], sql), parsersFor(undefined));
    },
  };
}
