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
const READY = Symbol.for('saqr.courierRuntime.ready');
type Holder = { [KEY]?: Promise<CourierRuntime>; [READY]?: { booting: Promise<CourierRuntime>; runtime: CourierRuntime } };

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
  if (!holder[KEY]) {
    const booting = boot().then(
      (runtime) => {
        holder[READY] = { booting, runtime };
        return runtime;
      },
      (err) => {
        delete holder[KEY];
        throw err;
      },
    );
    holder[KEY] = booting;
  }
  return holder[KEY];
}

/**
 * The runtime getCourierRuntime booted, without waiting (every call after the
 * first: issue 12); undefined before, or when something else now holds the
 * runtime's place (tests put their own there).
 */
export function courierRuntimeNow(): CourierRuntime | undefined {
  const holder = globalThis as Holder;
  const ready = holder[READY];
  return ready && ready.booting === holder[KEY] ? ready.runtime : undefined;
}
