// Opens the database: embedded PGlite (a folder, or memory:// in tests) or a
// PostgreSQL server through a pg pool. Both give the same Drizzle API.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { getLog } from '@/lib/log';
import { tracedQuery } from '@/lib/otel';
import { withoutPreparedStatements } from './prepared';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar (a template for other databases). */
  dump?: () => Promise<Blob>;
  /** One connection, outside any transaction (online index builds, tests that hold locks); release it. */
  connect(): Promise<DbSession>;
}

/** A connection of its own: plain SQL with $1 parameters. On PGlite, its one connection. */
export interface DbSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  release(): void;
}

export interface OpenOptions {
  /** postgres:// URL. When absent, PGlite is used. */
  url?: string;
  /** PGlite data folder, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: the hottest statements as named prepared statements (db/prepared.ts); default on. */
  preparedStatements?: boolean;
  /** PGlite only: start from this data folder's dump (PGlite's dumpDataDir), e.g. a migrated template in tests. */
  loadDataDir?: Blob;
}

export const MIGRATIONS_FOLDER = path.join(/* turbopackIgnore: true */ process.cwd(), 'courier-api', 'db', 'migrations');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // At least two: migrations hold an advisory lock on one connection while working on another.
    // No JIT: our statements are short, and PostgreSQL's cost-based JIT spent 150–600 ms compiling
    // queries that run in 10–100 ms (the dashboard's delivery buckets; bench/README.md, "Shipping").
    // A server that does not answer (a network partition) fails a connection after 5 s instead of
    // holding the request for ever; the API then answers 503 (db/unreachable.ts).
    const pool = new Pool({ connectionString: opts.url, max: Math.max(2, opts.poolSize ?? 10), options: '-c jit=off', connectionTimeoutMillis: 5_000 });
    if (opts.preparedStatements === false) withoutPreparedStatements(pool);
    // A dropped idle connection must not crash the process.
    pool.on('error', (err) => getLog().warn({ error: err.message }, 'database: an idle connection failed'));
    // Traced statements (lib/otel.ts): the pool's own query, and each connection's, which
    // transactions and connect() use (the pool hands its query on in the untraced callback form).
    traceQueries(pool);
    pool.on('connect', (client) => traceQueries(client));
    const db = drizzle(pool, { schema }) as unknown as Db;
    // A connection checked out on its own must not crash the process either if its server goes away.
    const watched = new WeakSet<object>();
    const connect = async (): Promise<DbSession> => {
      const client = await pool.connect();
      if (!watched.has(client)) {
        watched.add(client);
        client.on('error', (err) => getLog().warn({ error: err.message }, 'database: a checked-out connection failed'));
      }
      return client as unknown as DbSession;
    };
    return { db, driver: 'postgres', close: once(() => pool.end()), connect };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs ShipmentHistory's search indexes (migration 0008); PGlite ships it, loaded on request.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(opts.dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  await client.waitReady;
  // Traced statements (lib/otel.ts): the database's query, and a transaction's.
  traceQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => transaction((tx) => fn(traceQueries(tx)));
  const db = drizzle(client, { schema }) as unknown as Db;
  const session: DbSession = { query: (text, params) => client.query(text, params), release: () => undefined };
  return { db, driver: 'pglite', close: once(() => client.close()), connect: async () => session, dump: () => client.dumpDataDir('none') };
}

/** `query` of a driver's object replaced, on that object only, by its traced form (a no-op with tracing off). */
function traceQueries<T extends object>(target: T): T {
  const holder = target as unknown as { query: (...args: unknown[]) => unknown };
  holder.query = tracedQuery(holder.query.bind(target));
  return target;
}

/** Closing twice (a shutdown, then the test that owns the database) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * Applies the committed SQL migrations, then builds the indexes that are
 * built online (db/online-indexes.ts: CONCURRENTLY, outside the migrations'
 * transaction). On PostgreSQL an advisory lock makes several instances
 * starting together take turns instead of racing.
 */
export async function migrateDatabase(database: Database, folder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await withAdvisoryLock(database, 'migrate', () => migrate(database.db as never, { migrationsFolder: folder }));
  }
  const { buildOnlineIndexes } = await import('./online-indexes');
  await buildOnlineIndexes(database);
}

export const LOCK_IDS = { migrate: 72_010_001, seed: 72_010_002, onlineIndexes: 72_010_003 } as const;

/** Runs fn while holding a session-level advisory lock (PostgreSQL only). */
export async function withAdvisoryLock<T>(
  database: Database,
  name: keyof typeof LOCK_IDS,
  fn: () => Promise<T>,
): Promise<T> {
  if (database.driver === 'pglite') return fn();
  // A transaction-level lock keeps lock and release on one pooled connection.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IDS[name]})`);
    return fn();
  });
}
