// The online indexes (db/online-indexes.ts) on a real database: built by the
// migrations' run and valid; built again only when missing or left invalid;
// on PostgreSQL built CONCURRENTLY: while one waits for a writer that was
// there first, another writer still gets in; and tracking's covering index
// swapped in for migration 0008's of the same name, also after an interruption.
import { sql } from 'drizzle-orm';
import { migrateDatabase } from './client';
import { buildOnlineIndexes, ONLINE_INDEXES } from './online-indexes';
import { openMigratedTestDatabase, openTestDatabase } from '../test-utils';

const PG = process.env.TEST_DB_DRIVER === 'postgres';
const NAMES = ONLINE_INDEXES.map((ix) => ix.name);

async function validity(database: Awaited<ReturnType<typeof openTestDatabase>>['database']) {
  const { rows } = (await database.db.execute(
    sql`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname in ${NAMES} order by 1`,
  )) as unknown as { rows: { name: string; valid: boolean }[] };
  return Object.fromEntries(rows.map((r) => [r.name, r.valid]));
}

/** Whether tracking's events index carries its INCLUDE columns. */
async function covering(database: Awaited<ReturnType<typeof openTestDatabase>>['database']) {
  const { rows } = (await database.db.execute(
    sql`select i.indnatts > i.indnkeyatts as covering from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'tracking_events_shipment_idx'`,
  )) as unknown as { rows: { covering: boolean }[] };
  return rows[0]?.covering;
}

// The first four start from a migrated database and run the migrations again (a no-op but for
// the indexes): on PGlite that is the test template, which the migrations' run made (test-utils),
// instead of a migration from empty in each (15 to 25 s apiece on a loaded 2-core machine).
describe('online indexes', () => {
  it('are built, valid, by the migrations run, and a second run builds nothing', async () => {
    const { database, drop } = await openMigratedTestDatabase();
    try {
      await migrateDatabase(database);
      expect(await validity(database)).toEqual(Object.fromEntries([...NAMES].sort().map((n) => [n, true])));
      expect(await buildOnlineIndexes(database)).toEqual([]);
      // The search uses them (the planner is told to avoid a scan of the small table).
      await database.db.execute(sql`set enable_seqscan = off`);
      const { rows } = (await database.db.execute(sql`explain select id from shipments where awb_no ilike '%1234%'`)) as unknown as { rows: Record<string, string>[] };
      expect(rows.map((r) => Object.values(r)[0]).join('\n')).toContain('shipments_awb_trgm_idx');
    } finally {
      await drop();
    }
  });

  it('builds a missing one again, and only that one', async () => {
    const { database, drop } = await openMigratedTestDatabase();
    try {
      await migrateDatabase(database);
      await database.db.execute(sql`drop index shipments_reference_trgm_idx`);
      expect(await buildOnlineIndexes(database)).toEqual(['shipments_reference_trgm_idx']);
      expect((await validity(database)).shipments_reference_trgm_idx).toBe(true);
    } finally {
      await drop();
    }
  });

  it('swaps the covering tracking index in for the older one of the same name, which tracking then reads alone', async () => {
    const { database, drop } = await openMigratedTestDatabase();
    try {
      await migrateDatabase(database);
      expect(await covering(database)).toBe(true);
      // The index migration 0008 makes, as a database migrated before the covering one finds it.
      await database.db.execute(sql`drop index tracking_events_shipment_idx`);
      await database.db.execute(sql`create index tracking_events_shipment_idx on tracking_events (shipment_id, occurred_at, id)`);
      expect(await covering(database)).toBe(false);
      expect(await buildOnlineIndexes(database)).toEqual(['tracking_events_shipment_idx']);
      expect(await covering(database)).toBe(true);
      expect(await validity(database)).toMatchObject({ tracking_events_shipment_idx: true });
      expect(await buildOnlineIndexes(database)).toEqual([]);
      // One shipment's events, newest first, from the index alone (the planner told to avoid the small table's scans).
      await database.db.execute(sql`set enable_seqscan = off`);
      await database.db.execute(sql`set enable_bitmapscan = off`);
      const { rows } = (await database.db.execute(
        sql`explain select status_code, location, remarks, delivered_to, exception_reason from tracking_events where shipment_id = '00000000-0000-0000-0000-000000000000' order by occurred_at desc, id desc`,
      )) as unknown as { rows: Record<string, string>[] };
      expect(rows.map((r) => Object.values(r)[0]).join('\n')).toContain('Index Only Scan Backward using tracking_events_shipment_idx');
    } finally {
      await drop();
    }
  });

  it('finishes a swap that was interrupted after the new index was built, or after the old one was dropped', async () => {
    const { database, drop } = await openMigratedTestDatabase();
    try {
      await migrateDatabase(database);
      const on = ONLINE_INDEXES.find((ix) => ix.name === 'tracking_events_shipment_idx')!.on;
      // Interrupted after the build: the old index and the new one under its second name.
      await database.db.execute(sql`drop index tracking_events_shipment_idx`);
      await database.db.execute(sql`create index tracking_events_shipment_idx on tracking_events (shipment_id, occurred_at, id)`);
      await database.db.execute(sql.raw(`create index tracking_events_shipment_idx_next on ${on}`));
      expect(await buildOnlineIndexes(database)).toEqual(['tracking_events_shipment_idx']);
      expect(await covering(database)).toBe(true);
      // Interrupted after the drop: only the new one, under its second name.
      await database.db.execute(sql`alter index tracking_events_shipment_idx rename to tracking_events_shipment_idx_next`);
      expect(await buildOnlineIndexes(database)).toEqual(['tracking_events_shipment_idx']);
      expect(await covering(database)).toBe(true);
      const { rows } = (await database.db.execute(sql`select count(*)::int as n from pg_class where relname like 'tracking_events_shipment_idx%'`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(1);
    } finally {
      await drop();
    }
  });

  (PG ? it : it.skip)('drops an invalid leftover of an unfinished concurrent build and builds it again', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await migrateDatabase(database);
      // What a concurrent build killed half-way leaves: the index, marked invalid.
      await database.db.execute(sql`update pg_index set indisvalid = false where indexrelid = 'shipments_awb_trgm_idx'::regclass`);
      expect((await validity(database)).shipments_awb_trgm_idx).toBe(false);
      expect(await buildOnlineIndexes(database)).toEqual(['shipments_awb_trgm_idx']);
      expect((await validity(database)).shipments_awb_trgm_idx).toBe(true);
    } finally {
      await drop();
    }
  });

  (PG ? it : it.skip)('builds concurrently: writers are not locked out while a build waits', async () => {
    const { database, drop } = await openTestDatabase();
    const first = await database.connect();
    const second = await database.connect();
    const watcher = await database.connect();
    try {
      await migrateDatabase(database);
      await database.db.execute(sql`drop index shipments_receiver_name_trgm_idx`);
      // A writer already in the table: any index build has to wait for it.
      await first.query('begin');
      await first.query('lock table shipments in row exclusive mode');
      const build = buildOnlineIndexes(database);
      // Until the build has asked for its lock on the table (granted or not).
      let mode: string | undefined;
      while (!mode) {
        const { rows } = await watcher.query<{ mode: string }>(
          `select l.mode from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where l.relation = 'shipments'::regclass and a.query like 'CREATE INDEX%'`,
        );
        mode = rows[0]?.mode;
      }
      // CONCURRENTLY: SHARE UPDATE EXCLUSIVE, which writers do not conflict with (a plain build holds SHARE).
      expect(mode).toBe('ShareUpdateExclusiveLock');
      // A second writer gets its lock at once, while the build still waits for the first.
      await second.query('begin');
      await second.query('lock table shipments in row exclusive mode nowait');
      await second.query('commit');
      await first.query('commit');
      expect(await build).toEqual(['shipments_receiver_name_trgm_idx']);
      expect((await validity(database)).shipments_receiver_name_trgm_idx).toBe(true);
    } finally {
      for (const c of [first, second, watcher]) c.release();
      await drop();
    }
  });
});
