// Readiness (courier-api/health.ts) on a real database: ready once every
// shipped migration is applied; "behind" with a message when the schema is
// older than the build; unreachable when the database is gone; Redis away
// only degrades.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, migrateDatabase } from './db/client';
import { readiness, shippedMigrations } from './health';
import { memoryRateLimiter, type RateLimiter } from './rate-limit';
import { openMigratedTestDatabase, openTestDatabase } from './test-utils';

/** The shipped migrations less the newest: a database one release behind. */
function olderFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-older-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

/**
 * The first two migrate from empty: 30 s apiece on PGlite on a loaded 2-core machine. With a
 * PostgreSQL project beside it (TEST_DATABASE_URL, as in CI) they run there only, as the route
 * tests do (jest.config.mjs): readiness reads the same migrations table on both, and a whole
 * migration on PGlite still runs in every CI, making the test template and at each E2E server's boot.
 * jest.config.mjs decides when PostgreSQL takes over (TEST_POSTGRES_TAKES_OVER).
 */
const fromEmpty = process.env.TEST_DB_DRIVER === 'pglite' && process.env.TEST_POSTGRES_TAKES_OVER ? it.skip : it;

describe('readiness', () => {
  fromEmpty('is ready on a database with every migration, and counts them from the journal', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      expect(await readiness(database)).toEqual({ ok: false, database: 'ok', migrations: 'behind', message: expect.stringMatching(/^The database schema is behind this build: run npm run db:migrate \(0 of \d+ migrations applied\)\.$/) });
      await migrateDatabase(database);
      expect(await readiness(database)).toEqual({ ok: true, database: 'ok', migrations: 'applied' });
      expect(shippedMigrations().count).toBeGreaterThanOrEqual(15);
    } finally {
      await drop();
    }
  });

  fromEmpty('is not ready while the schema is a release behind, and is once the release step ran', async () => {
    const { database, drop } = await openTestDatabase();
    const older = olderFolder();
    try {
      await migrateDatabase(database, older);
      const behind = await readiness(database);
      expect(behind.ok).toBe(false);
      expect(behind.migrations).toBe('behind');
      expect(behind.message).toContain(`${shippedMigrations().count - 1} of ${shippedMigrations().count} migrations applied`);
      await migrateDatabase(database);
      expect((await readiness(database)).ok).toBe(true);
    } finally {
      fs.rmSync(older, { recursive: true, force: true });
      await drop();
    }
  });

  // The last two need a migrated database, not a migration: on PGlite they start from the test template.
  it('reports a Redis that does not answer as degraded, still ready', async () => {
    const { database, drop } = await openMigratedTestDatabase();
    try {
      await migrateDatabase(database);
      const down: RateLimiter = { ...memoryRateLimiter(), probe: async () => false };
      const up: RateLimiter = { ...memoryRateLimiter(), probe: async () => true };
      expect(await readiness(database, { rateLimiter: down, redis: true })).toEqual({
        ok: true,
        database: 'ok',
        migrations: 'applied',
        redis: 'unreachable',
        degraded: ['redis: rate limits are counted per instance until it answers'],
      });
      expect(await readiness(database, { rateLimiter: up, redis: true })).toMatchObject({ ok: true, redis: 'ok' });
    } finally {
      await drop();
    }
  });

  it('says the database is unreachable once it is gone', async () => {
    const { database, drop } = await openMigratedTestDatabase();
    await migrateDatabase(database);
    await drop(); // closed (and on PostgreSQL, dropped)
    expect(await readiness(database)).toEqual({ ok: false, database: 'unreachable', migrations: 'unknown', message: 'The database is not reachable.' });
  });
});
