// Named prepared statements (db/prepared.ts) on both databases: the same rows
// as the plain query; on PostgreSQL the statement is kept under its name on
// the connection that ran it, so the next run only binds it; in a
// transaction, the same text through drizzle.
import { preparedRows, withoutPreparedStatements } from './prepared';
import { openTestDatabase } from '../test-utils';

const PG = process.env.TEST_DB_DRIVER === 'postgres';

const SUM = { name: 'saqr_test_sum', text: 'select $1::int + $2::int as n, $3::text[] as list' };

describe('preparedRows', () => {
  it('runs the statement with its parameters, arrays included', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      expect(await preparedRows(database.db, SUM, [2, 3, ['a', 'b']])).toEqual([{ n: 5, list: ['a', 'b'] }]);
      expect(await preparedRows(database.db, SUM, [40, 2, []])).toEqual([{ n: 42, list: [] }]);
      // A transaction's handle has no client of its own: the same statement through drizzle.
      expect(await database.db.transaction((tx) => preparedRows(tx, SUM, [1, 2, ['c']]))).toEqual([{ n: 3, list: ['c'] }]);
    } finally {
      await drop();
    }
  });

  (PG ? it : it.skip)('keeps the statement prepared under its name on PostgreSQL', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      // One connection at a time: the pool hands back the one it just had (its idle list is a stack).
      await preparedRows(database.db, SUM, [1, 1, []]);
      const seen = await preparedRows<{ name: string; statement: string }>(
        database.db,
        { name: 'saqr_test_seen', text: 'select name, statement from pg_prepared_statements where name = $1' },
        [SUM.name],
      );
      expect(seen).toEqual([{ name: SUM.name, statement: SUM.text }]);
    } finally {
      await drop();
    }
  });

  (PG ? it : it.skip)('runs it unnamed on a pool opened with prepared statements off (DATABASE_PREPARED_STATEMENTS=off)', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      withoutPreparedStatements((database.db as unknown as { $client: object }).$client);
      expect(await preparedRows(database.db, SUM, [1, 1, []])).toEqual([{ n: 2, list: [] }]);
      const seen = await preparedRows(database.db, { name: 'saqr_test_seen', text: 'select count(*)::int as n from pg_prepared_statements' }, []);
      expect(seen).toEqual([{ n: 0 }]);
    } finally {
      await drop();
    }
  });
});
