// The built-in courier API for this process: database opened, migrated and
// (on the embedded default or with SEED_DEMO=1) seeded once, at boot from
// instrumentation.ts. Cached on globalThis because Next bundles route
// handlers and instrumentation separately, and PGlite must be opened once.
import 'server-only';
import { createCourierApi, type CourierApi } from '@/courier-api/app';
import { createTokenSigner } from '@/courier-api/auth/tokens';
import { migrateDatabase, openDatabase, type Database } from '@/courier-api/db/client';
import { seedDemo } from '@/courier-api/db/seed';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '@/courier-api/rate-limit';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from './env';
import { getTokenSecret } from './secrets';

export interface CourierRuntime {
  api: CourierApi;
  database: Database;
}

const KEY = Symbol.for('saqr.courierRuntime');
type Holder = { [KEY]?: Promise<CourierRuntime> };

async function createRateLimiter(): Promise<RateLimiter> {
  const { redisUrl } = getEnv();
  if (!redisUrl) return memoryRateLimiter();
  const { default: Redis } = await import('ioredis');
  return redisRateLimiter(new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }));
}

async function boot(): Promise<CourierRuntime> {
  const env = getEnv();
  const started = Date.now();
  if (!env.databaseUrl) fs.mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl, poolSize: env.databasePoolSize } : { dataDir: path.join(env.dataDir, 'pglite') },
  );
  await migrateDatabase(database);
  if (!env.databaseUrl || env.seedDemo) {
    const { seeded } = await seedDemo(database);
    if (seeded) console.log('[courier-api] demo data seeded');
  }
  const api = createCourierApi({
    db: database.db,
    tokens: createTokenSigner(getTokenSecret(), env.tokenTtlSeconds),
    tokenTtlSeconds: env.tokenTtlSeconds,
    rateLimiter: await createRateLimiter(),
    now: () => new Date(),
    trustProxy: env.trustProxy,
    loginAttemptsPerIp: env.loginAttemptsPerIp,
  });
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
