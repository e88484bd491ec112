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
  /**
   * The index carries INCLUDE columns that a migration's index of the same
   * name and keys lacks (drizzle's schema cannot declare INCLUDE): an index of
   * that name without them is rebuilt under `<name>_next`, swapped in (the old
   * one dropped concurrently, the new one renamed), so the name, the keys and
   * schema.ts stay as they were.
   */
  covering?: boolean;
}

/** ShipmentHistory's trigram search indexes (schema.ts, `shipments`; the search needs pg_trgm, migration 0008), and tracking's covering index. */
export const ONLINE_INDEXES: readonly OnlineIndex[] = [
  { name: 'shipments_awb_trgm_idx', on: `"shipments" USING gin ("awb_no" gin_trgm_ops) WITH (fastupdate=false)` },
  { name: 'shipments_reference_trgm_idx', on: `"shipments" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false)` },
  { name: 'shipments_receiver_name_trgm_idx', on: `"shipments" USING gin ("receiver_name" gin_trgm_ops) WITH (fastupdate=false)` },
  {
    name: 'shipments_receiver_phone_digits_trgm_idx',
    on: `"shipments" USING gin (regexp_replace("receiver_phone", '[^0-9]', '', 'g') gin_trgm_ops) WITH (fastupdate=false)`,
  },
  // Tracking (issue 12): one shipment's events straight from the index (an
  // index-only scan of one or two leaf pages) instead of a heap page per event.
  // The 50-number tracking query took 5.3–6.7 → 2.3 ms on 7.8 million events
  // (bench/README.md). Same keys as migration 0008's index, which it replaces.
  {
    name: 'tracking_events_shipment_idx',
    on: `"tracking_events" USING btree ("shipment_id","occurred_at","id") INCLUDE ("status_code","location","remarks","delivered_to","exception_reason")`,
    covering: true,
  },
];

/**
 * The index's validity (true, or false for a failed concurrent build's
 * leftover; no row when it is missing) and whether it has INCLUDE columns.
 */
const STATE_SQL = `select i.indisvalid as valid, i.indnatts > i.indnkeyatts as covering from pg_index i join pg_class c on c.oid = i.indexrelid
  where c.relname = $1 and c.relnamespace = current_schema()::regnamespace`;
type State = { valid: boolean; covering: boolean } | undefined;

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
      const state = async (name: string): Promise<State> => (await session.query<NonNullable<State>>(STATE_SQL, [name])).rows[0];
      /** Drops a failed concurrent build's leftover; true when `name` is now missing. */
      const dropInvalid = async (name: string, found: State) => {
        if (found && !found.valid) {
          getLog().warn({ index: name }, 'database: dropping an invalid index left by an unfinished build');
          await session.query(`DROP INDEX ${concurrently}IF EXISTS "${name}"`);
          return true;
        }
        return !found;
      };
      const build = async (name: string, on: string) => {
        const started = Date.now();
        await session.query(`CREATE INDEX ${concurrently}IF NOT EXISTS "${name}" ON ${on}`);
        getLog().info({ index: name, ms: Date.now() - started, concurrently: Boolean(concurrently) }, 'database: index built');
      };

      for (const ix of indexes) {
        const current = await state(ix.name);
        if (current?.valid && (!ix.covering || current.covering)) continue;
        if (!ix.covering) {
          await dropInvalid(ix.name, current);
          await build(ix.name, ix.on);
          built.push(ix.name);
          continue;
        }
        // A covering index replaces an older one of the same name: built beside it
        // under a second name, then swapped in. Each step can be interrupted and
        // is taken up again on the next run from what it left.
        const next = `${ix.name}_next`;
        if (await dropInvalid(next, await state(next))) await build(next, ix.on);
        if (current) await session.query(`DROP INDEX ${concurrently}IF EXISTS "${ix.name}"`);
        await session.query(`ALTER INDEX "${next}" RENAME TO "${ix.name}"`);
        getLog().info({ index: ix.name, replaced: Boolean(current) }, 'database: covering index swapped in');
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
