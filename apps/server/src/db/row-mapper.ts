import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** A selected field as drizzle's prepared query holds it: where it goes in the row, and what it is. */
type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Row = Record<string, unknown>;

/** What drizzle's prepared query keeps of a select (drizzle-orm 0.45, `node-postgres` and `pglite`). */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** The decoder drizzle's `mapResultRow` picks for a field, worked out once instead of for each row. */
function decoderOf(field: unknown): Decoder {
  // An SQL's decoder is internal to drizzle: not in its types, but what its own mapper reads.
  const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as { sql: unknown }).sql);
}

/**
 * drizzle's `mapResultRow` (utils.js) compiled for one select: each column's decoder, its path in
 * the row and the table a joined object's nullness is judged by are found once, not for every row
 * and column (issue 34: the generic mapper's checks were about 8 % of the web process's CPU under
 * the mixed load, most of it the request list's 100 rows a page). Same result, row for row.
 */
function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] as string,
    decoder: decoderOf(field),
    // A joined table's object becomes null when its first column is null and the join may miss.
    table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
    object: path[0] as string,
  }));
  const mapRow = (row: unknown[]): Row => {
    const result: Row = {};
    const nullify: Record<string, string | false> = {};
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index]!;
      let node = result;
      for (const parent of column.parents) node = (node[parent] ??= {}) as Row;
      const raw = row[index];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      if (column.table === null) continue;
      const seen = nullify[column.object];
      if (seen === undefined) nullify[column.object] = value === null ? column.table : false;
      else if (typeof seen === 'string' && seen !== column.table) nullify[column.object] = false;
    }
    if (joinsNotNullableMap) {
      for (const [object, table] of Object.entries(nullify)) {
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[object] = null;
      }
    }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/** Gives a prepared select the compiled mapper in place of drizzle's generic one; anything else as it is. */
export function withCompiledRowMapper<Query>(query: Query): Query {
  const prepared = query as PreparedSelect;
  if (prepared.fields && !prepared.customResultMapper) {
    prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  }
  return query;
}
