// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or
// to the embedded database in DATA_DIR when DATABASE_URL is not set (which is
// also seeded with demo data, as at start-up).
import { prepareDatabase } from '../courier-api/bootstrap';
import { getEnv } from '../lib/env';

async function main() {
  const env = getEnv();
  const { database, seeded } = await prepareDatabase(env);
  console.log(`Migrations applied (${database.driver}).${seeded ? ' Demo data seeded.' : ''}`);
  await database.close();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
