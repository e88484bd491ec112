// Starting the built-in courier API from the settings, in one place for every
// way it runs: in-process in the website (lib/courier-runtime.ts), as a
// standalone server (server.ts) and for `npm run db:migrate`.
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '@/lib/env';
import { storageFromEnv } from './services/storage';
import { getTokenSecret } from '@/lib/secrets';
import { createCourierApi, type CourierApi } from './app';
import { createTokenSigner } from './auth/tokens';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { seedDemo } from './db/seed';
import { memoryRateLimiter, redisRateLimiter, withFallback, type RateLimiter } from './rate-limit';
import { smtpTransport, type MailSettings } from './services/mail';
import { startOutboxWorker, type RunningWorker } from './services/webhooks/runner';
import type { NotifySettings } from './services/notifications/providers';
import type { WebhookSettings } from './services/webhooks/settings';
import { releaseStaleCardPayments } from './services/payments/settle';
import { getLog } from '@/lib/log';

/**
 * Opens the configured database (PostgreSQL, or PGlite in DATA_DIR), applies
 * the migrations, and seeds demo data on the embedded default or with SEED_DEMO.
 */
export async function prepareDatabase(env: Env): Promise<{ database: Database; seeded: boolean }> {
  if (!env.databaseUrl) fs.mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl, poolSize: env.databasePoolSize, preparedStatements: env.databasePreparedStatements } : { dataDir: path.join(env.dataDir, 'pglite') },
  );
  await migrateDatabase(database);
  await releaseStaleCardPayments(database.db, new Date());
  // Demo staff are enrolled in two-factor sign-in: their secret is sealed with the API's own key.
  const seal = (plain: string) => createTokenSigner(getTokenSecret(), env.tokenTtlSeconds).seal(plain);
  const seeded = !env.databaseUrl || env.seedDemo ? (await seedDemo(database, new Date(), { courierDay: true, seal })).seeded : false;
  return { database, seeded };
}

/** The rate-limit store: Redis (REDIS_URL) with memory behind it, or memory alone. */
export async function createRateLimiter(env: Env): Promise<RateLimiter> {
  if (!env.redisUrl) return memoryRateLimiter();
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // ioredis reports every failed reconnect; the limiter logs the outage once (withFallback).
  redis.on('error', () => undefined);
  return withFallback(redisRateLimiter(redis), memoryRateLimiter());
}

/** Outgoing mail from the settings (the API and the outbox worker send the same way). */
export const mailSettings = (env: Env): MailSettings => ({
  transport: env.smtpUrl ? smtpTransport(env.smtpUrl, env.mailFrom) : null,
  siteUrl: env.siteUrl,
});

/** SMS and WhatsApp providers from the settings (none: those messages wait in the outbox). */
export const notifySettings = (env: Env): NotifySettings => ({ sms: env.sms, whatsapp: env.whatsapp });

/** Webhook targets and delivery from the settings. */
export const webhookSettings = (env: Env): WebhookSettings => ({ allowPrivate: env.webhooksAllowPrivate, concurrency: env.outboxConcurrency });

/** The courier API on a prepared database, with the settings' secrets, limits and rate-limit store. */
export async function createConfiguredApi(env: Env, database: Database, rateLimiter?: RateLimiter): Promise<CourierApi> {
  return createCourierApi({
    db: database.db,
    tokens: createTokenSigner(getTokenSecret(), env.tokenTtlSeconds),
    tokenTtlSeconds: env.tokenTtlSeconds,
    rateLimiter: rateLimiter ?? (await createRateLimiter(env)),
    now: () => new Date(),
    trustProxy: env.trustProxy,
    loginAttemptsPerIp: env.loginAttemptsPerIp,
    apiKeyRequestsPerMinute: env.apiKeyRequestsPerMinute,
    mail: mailSettings(env),
    webhooks: webhookSettings(env),
    files: storageFromEnv(env.dataDir),
  });
}

/**
 * The outbox worker on an opened database, from the settings: wakes on
 * PostgreSQL's NOTIFY (any process's commits) or, on PGlite, on this
 * process's own signal; polls every second for retries that came due.
 */
export function startOutboxWorkerFor(env: Env, database: Database, o: { leaseMs?: number } = {}): RunningWorker {
  return startOutboxWorker({
    db: database.db,
    now: () => new Date(),
    webhooks: webhookSettings(env),
    mail: mailSettings(env),
    notify: notifySettings(env),
    listenUrl: database.driver === 'postgres' ? env.databaseUrl : undefined,
    leaseMs: o.leaseMs,
  });
}

const WORKER_KEY = Symbol.for('saqr.outboxWorker');

/**
 * The web server's own outbox worker (instrumentation.ts): one per process,
 * however often Next loads the module. A shutdown stops it (shutdown.ts): it
 * claims nothing more and lets the deliveries in flight finish (a row it
 * cannot finish is sent again by the next worker once its lease runs out).
 */
export function startServerOutboxWorker(env: Env, database: Database): RunningWorker {
  const holder = globalThis as { [WORKER_KEY]?: RunningWorker };
  if (holder[WORKER_KEY]) return holder[WORKER_KEY];
  const worker = startOutboxWorkerFor(env, database);
  holder[WORKER_KEY] = worker;
  getLog().info({ concurrency: env.outboxConcurrency }, 'outbox worker started');
  return worker;
}
