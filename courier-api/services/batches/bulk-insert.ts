// Many rows in one INSERT: the rows travel as one JSON parameter and
// PostgreSQL unpacks them with json_populate_recordset into the table's own
// row type. A 10,000-shipment batch is then a few statements instead of
// thousands of bound parameters (Drizzle's multi-row VALUES took ~10× longer:
// docs/decisions.md, "Batches"). Columns left out of the rows get their defaults.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../shipments/types';

/** Rows per statement: keeps each JSON parameter to a few megabytes. */
const ROWS_PER_STATEMENT = 2500;

/** A row by the table's property names (camelCase), as Drizzle's $inferInsert; Date becomes ISO text, or pass the text itself. */
export type BulkRow = Record<string, unknown>;

const jsonValue = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/**
 * Inserts `rows` into `table`; `suffix` follows the SELECT (ON CONFLICT …
 * RETURNING …). Returns the RETURNING rows of every statement, in order.
 */
export async function bulkInsert<R = Record<string, unknown>>(tx: Tx, table: PgTable, rows: readonly BulkRow[], suffix: SQL = sql``): Promise<R[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`bulkInsert: ${k} is not a column`);
    return column.name;
  });
  const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => Object.fromEntries(keys.map((k, j) => [names[j], jsonValue(r[k])])));
    const res = (await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(part)}::json) ${suffix}`,
    )) as unknown as { rows: R[] };
    out.push(...res.rows);
  }
  return out;
}
