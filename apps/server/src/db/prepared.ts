import type { Db } from './database';
import { withCompiledRowMapper } from './row-mapper';

/**
 * A query built once per database handle and run as a prepared statement (issue 34): the hot reads
 * skip drizzle's query building on every request (about a tenth of the web process's CPU under
 * load), and PostgreSQL parses and plans a named statement once per connection. `build` must
 * return `….prepare('<unique name>')` with `sql.placeholder` for every value that changes.
 * A transaction is a handle of its own: it prepares its own copy, dropped with it. Its rows are
 * mapped by a mapper compiled for it (row-mapper.ts).
 */
export function preparedOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = withCompiledRowMapper(build(db));
      prepared.set(db, query);
    }
    return query;
  };
}
