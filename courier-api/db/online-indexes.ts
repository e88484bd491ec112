// Indexes built online: after the migrations, outside their transaction, with
// CREATE INDEX CONCURRENTLY, so that `npm run db:migrate` can run as a release
// step against a live database. A plain CREATE INDEX inside the migrations'
// transaction holds a SHARE lock on the table for the whole build: on a
// shipments table of millions of rows, every booking and every scan would
// wait for the trigram indexes (minutes). CONCURRENTLY takes a SHARE UPDATE
// EXCLUSIVE lock, which writers do not conflict with.
//
// Declared in schema.ts like any index (so drizzle-kit's snapshot knows them
// and never generates them again); a new index on a big table goes here
// instead of staying in its generated migration.
//
// A concurrent build that fails (or a process killed during one) leaves an
// INVALID index behind, which PostgreSQL maintains on every write but never
// reads: it is dropped (concurrently too) and built again on the next run.
import { getLog } from '@/lib/log';
import { LOCK_IDS, type Database } from './client';

export interface OnlineIndex {
  name: string;
  /** What follows `ON`: the table, the method, the columns and the options. */
  on: string;
}

/** ShipmentHistory's trigram search indexes (schema.ts, `shipments`; the search needs pg_trgm, migration 0008). */
export const ONLINE_INDEXES: readonly OnlineIndex[] = [
  { name: 'shipments_awb_trgm_idx', on: `"shipments" USING gin ("awb_no" gin_trgm_ops) WITH (fastupdate=false)` },
  { name: 'shipments_reference_trgm_idx', on: `"shipments" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false)` },
  { name: 'shipments_receiver_name_trgm_idx', on: `"shipments" USING gin ("receiver_name" gin_trgm_ops) WITH (fastupdate=false)` },
  {
    name: 'shipments_receiver_phone_digits_trgm_idx',
    on: `"shipments" USING gin (regexp_replace("receiver_phone", '[^0-9]', '', 'g') gin_trgm_ops) WITH (fastupdate=false)`,
  },
];

/** The index's validity: true, false (a failed concurrent build's leftover), or no row when it is missing. */
const STATE_SQL = `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
  where c.relname = $1 and c.relnamespace = current_schema()::regnamespace`;

/**
 * Builds the online indexes that are missing or invalid; returns the names it
 * built. On one connection holding a session advisory lock (instances
 * starting together take turns; a transaction-level lock would make the build
 * wait for its own transaction). On PostgreSQL concurrently; on PGlite, which
 * is one process with no other writer, a plain build.
 */
export async function buildOnlineIndexes(database: Database, indexes: readonly OnlineIndex[] = ONLINE_INDEXES): Promise<string[]> {
  const concurrently = database.driver === 'postgres' ? 'CONCURRENTLY ' : '';
  const built: string[] = [];
  const session = await database.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [LOCK_IDS.onlineIndexes]);
    try {
      for (const ix of indexes) {
        const { rows } = await session.query<{ valid: boolean }>(STATE_SQL, [ix.name]);
        if (rows[0]?.valid) continue;
        if (rows[0]) {
          getLog().warn({ index: ix.name }, 'database: dropping an invalid index left by an unfinished build');
          await session.query(`DROP INDEX ${concurrently}IF EXISTS "${ix.name}"`);
        }
        const started = Date.now();
        await session.query(`CREATE INDEX ${concurrently}IF NOT EXISTS "${ix.name}" ON ${ix.on}`);
        getLog().info({ index: ix.name, ms: Date.now() - started, concurrently: Boolean(concurrently) }, 'database: index built');
        built.push(ix.name);
      }
    } finally {
      await session.query('select pg_advisory_unlock($1)', [LOCK_IDS.onlineIndexes]);
    }
  } finally {
    session.release();
  }
  return built;
}
