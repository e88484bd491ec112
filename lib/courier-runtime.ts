// The built-in courier API for this process: database opened, migrated and
// (on the embedded default or with SEED_DEMO=1) seeded once, at boot from
// instrumentation.ts. Cached on globalThis because Next bundles route
// handlers and instrumentation separately, and PGlite must be opened once.
import 'server-only';
import type { CourierApi } from '@/courier-api/app';
import { createConfiguredApi, prepareDatabase } from '@/courier-api/bootstrap';
import type { Database } from '@/courier-api/db/client';
import { getEnv } from './env';

export interface CourierRuntime {
  api: CourierApi;
  database: Database;
}

const KEY = Symbol.for('saqr.courierRuntime');
type Holder = { [KEY]?: Promise<CourierRuntime> };

async function boot(): Promise<CourierRuntime> {
  const env = getEnv();
  const started = Date.now();
  const { database, seeded } = await prepareDatabase(env);
  if (seeded) console.log('[courier-api] demo data seeded');
  const api = await createConfiguredApi(env, database);
  console.log(`[courier-api] ready on ${database.driver} in ${Date.now() - started} ms`);
  return { api, database };
}

export function getCourierRuntime(): Promise<CourierRuntime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= boot().catch((err) => {
    delete holder[KEY];
    throw err;
  });
  return holder[KEY]!;
}
