// The hottest public statements (tracking, RateFinder's card version) as
// named prepared statements on PostgreSQL: each pooled connection parses and
// plans a statement once, then only binds and runs it. Planning was most of
// the server's work for a tracking lookup (pgbench, one client, the tracking
// SQL on 1,000,000 shipments: 0.34 ms a query unnamed, 0.12 ms prepared;
// bench/README.md, "session 29"). PGlite runs the same text with its
// parameters (one connection in this process: nothing to gain from naming),
// and so does a transaction's handle (its one connection is drizzle's).
//
// Behind a pooler in transaction mode (PgBouncer), prepared statements need
// its support for them (PgBouncer 1.21+, `max_prepared_statements`), or
// DATABASE_PREPARED_STATEMENTS=off: see README.md, "Connection poolers".
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A statement with $1… parameters and the name PostgreSQL keeps it under (unique per text). */
export interface Statement {
  name: string;
  text: string;
}

interface QueryClient {
  query(config: { name: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** node-postgres's Pool (the only client with these); PGlite has neither. */
const isPgPool = (client: object) => 'totalCount' in client && 'idleCount' in client;

/** Pools opened with prepared statements off (DATABASE_PREPARED_STATEMENTS=off): their statements go unnamed. */
const unnamed = new WeakSet<object>();

/** Runs this pool's statements unnamed: for a pooler that cannot keep prepared statements. */
export function withoutPreparedStatements(pool: object): void {
  unnamed.add(pool);
}

/** The driver's client of a database handle; undefined for a transaction's handle, which has no client of its own. */
export function ownClient(db: object): QueryClient | undefined {
  const client = (db as { $client?: QueryClient }).$client;
  return client && typeof client.query === 'function' ? client : undefined;
}

/**
 * The statement's rows: a named prepared statement on PostgreSQL's pool, the same text unnamed elsewhere.
 * Always a promise (a failure before the statement is sent rejects it); one `then`, no async function of its own.
 */
export function preparedRows<T>(db: Pick<Db, 'execute'>, statement: Statement, values: unknown[]): Promise<T[]> {
  try {
    const client = ownClient(db);
    if (client) {
      const result = isPgPool(client) && !unnamed.has(client)
        ? client.query({ name: statement.name, text: statement.text, values })
        : client.query(statement.text, values);
      return result.then((r) => r.rows as T[]);
    }
    // A transaction's handle has no client of its own: through drizzle, each $n one parameter.
    return (db.execute(asSql(statement.text, values)) as unknown as Promise<{ rows: T[] }>).then((r) => r.rows);
  } catch (err) {
    return Promise.reject(err);
  }
}

function asSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[Number(m[1]) - 1])}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
