import type { Db } from './database';

/**
 * A query built once per database handle and run as a prepared statement (issue 34): the hot reads
 * skip drizzle's query building on every request (about a tenth of the web process's CPU under
 * load), and PostgreSQL parses and plans a named statement once per connection. `build` must
 * return `….prepare('<unique name>')` with `sql.placeholder` for every value that changes.
 * A transaction is a handle of its own: it prepares its own copy, dropped with it.
 */
export function preparedOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
