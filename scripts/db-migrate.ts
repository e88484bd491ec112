// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or
// to the embedded database in DATA_DIR when DATABASE_URL is not set.
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../courier-api/db/client';
import { seedDemo } from '../courier-api/db/seed';
import { getEnv } from '../lib/env';

async function main() {
  const env = getEnv();
  if (!env.databaseUrl) fs.mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, 'pglite') });
  await migrateDatabase(database);
  console.log(`Migrations applied (${database.driver}).`);
  if (!env.databaseUrl || env.seedDemo) {
    const { seeded } = await seedDemo(database);
    console.log(seeded ? 'Demo data seeded.' : 'Demo data already present.');
  }
  await database.close();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
