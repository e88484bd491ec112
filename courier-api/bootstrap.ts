// Starting the built-in courier API from the settings, in one place for every
// way it runs: in-process in the website (lib/courier-runtime.ts), as a
// standalone server (server.ts) and for `npm run db:migrate`.
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '@/lib/env';
import { getTokenSecret } from '@/lib/secrets';
import { createCourierApi, type CourierApi } from './app';
import { createTokenSigner } from './auth/tokens';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { seedDemo } from './db/seed';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';
import { smtpTransport } from './services/mail';
import { releaseStaleCardPayments } from './services/payments/settle';

/**
 * Opens the configured database (PostgreSQL, or PGlite in DATA_DIR), applies
 * the migrations, and seeds demo data on the embedded default or with SEED_DEMO.
 */
export async function prepareDatabase(env: Env): Promise<{ database: Database; seeded: boolean }> {
  if (!env.databaseUrl) fs.mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl, poolSize: env.databasePoolSize } : { dataDir: path.join(env.dataDir, 'pglite') },
  );
  await migrateDatabase(database);
  await releaseStaleCardPayments(database.db, new Date());
  const seeded = !env.databaseUrl || env.seedDemo ? (await seedDemo(database)).seeded : false;
  return { database, seeded };
}

async function createRateLimiter(env: Env): Promise<RateLimiter> {
  if (!env.redisUrl) return memoryRateLimiter();
  const { default: Redis } = await import('ioredis');
  return redisRateLimiter(new Redis(env.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }));
}

/** The courier API on a prepared database, with the settings' secrets, limits and rate-limit store. */
export async function createConfiguredApi(env: Env, database: Database): Promise<CourierApi> {
  return createCourierApi({
    db: database.db,
    tokens: createTokenSigner(getTokenSecret(), env.tokenTtlSeconds),
    tokenTtlSeconds: env.tokenTtlSeconds,
    rateLimiter: await createRateLimiter(env),
    now: () => new Date(),
    trustProxy: env.trustProxy,
    loginAttemptsPerIp: env.loginAttemptsPerIp,
    mail: { transport: env.smtpUrl ? smtpTransport(env.smtpUrl, env.mailFrom) : null, siteUrl: env.siteUrl },
  });
}
