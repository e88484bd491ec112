// `npm run courier-api`: the built-in courier API as a standalone HTTP server
// (for a separate deployment, or for another site to use as COURIER_API_URL).
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { getEnv } from '../lib/env';
import { getTokenSecret } from '../lib/secrets';
import { createCourierApi } from './app';
import { createTokenSigner } from './auth/tokens';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit';

async function main() {
  const env = getEnv();
  if (!env.databaseUrl) fs.mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, 'pglite') });
  await migrateDatabase(database);
  if (!env.databaseUrl || env.seedDemo) await seedDemo(database);
  let rateLimiter = memoryRateLimiter();
  if (env.redisUrl) {
    const { default: Redis } = await import('ioredis');
    rateLimiter = redisRateLimiter(new Redis(env.redisUrl));
  }
  const api = createCourierApi({
    db: database.db,
    tokens: createTokenSigner(getTokenSecret(), env.tokenTtlSeconds),
    tokenTtlSeconds: env.tokenTtlSeconds,
    rateLimiter,
    now: () => new Date(),
    trustProxy: env.trustProxy,
    loginAttemptsPerIp: env.loginAttemptsPerIp,
  });
  const port = env.courierApiPort;
  // Facing the network directly, the API sends its own security headers
  // (in-process, the website's headers apply instead).
  const server = new Hono().use('*', secureHeaders()).route('/', api);
  serve({ fetch: server.fetch, port }, () => console.log(`Courier API on http://localhost:${port}/ (${database.driver})`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
