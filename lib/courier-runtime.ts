// The built-in courier API for this process: database opened, migrated and
// (on the embedded default or with SEED_DEMO=1) seeded once, at boot from
// instrumentation.ts. Cached on globalThis because Next bundles route
// handlers and instrumentation separately, and PGlite must be opened once.
import 'server-only';
import type { CourierApi } from '@/courier-api/app';
import { createConfiguredApi, createRateLimiter, prepareDatabase } from '@/courier-api/bootstrap';
import type { Database } from '@/courier-api/db/client';
import type { RateLimiter } from '@/courier-api/rate-limit';
import { getEnv } from './env';
import { getLog } from './log';

export interface CourierRuntime {
  api: CourierApi;
  database: Database;
  /** The API's rate-limit store (its health is part of readiness). */
  rateLimiter: RateLimiter;
}

const KEY = Symbol.for('saqr.courierRuntime');
type Holder = { [KEY]?: Promise<CourierRuntime> };

async function boot(): Promise<CourierRuntime> {
  const env = getEnv();
  const started = Date.now();
  const { database, seeded } = await prepareDatabase(env);
  if (seeded) getLog().info('courier API: demo data seeded');
  const rateLimiter = await createRateLimiter(env);
  const api = await createConfiguredApi(env, database, rateLimiter);
  getLog().info({ driver: database.driver, ms: Date.now() - started }, 'courier API ready');
  return { api, database, rateLimiter };
}

export function getCourierRuntime(): Promise<CourierRuntime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= boot().catch((err) => {
    delete holder[KEY];
    throw err;
  });
  return holder[KEY]!;
}
