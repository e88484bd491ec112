// The one place that reads process.env. Everything else receives settings from
// here (the website) or through createCourierApi's options (the built-in API).
import path from 'node:path';

export interface Env {
  /** PostgreSQL connection string; when empty the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool of each instance. */
  databasePoolSize: number;
  /** Folder for the embedded database and generated secrets. */
  dataDir: string;
  /** Base URL of an external courier API; when empty the built-in one runs in-process. */
  courierApiUrl: string | undefined;
  /** Secret that signs the website's session cookie (next-auth). */
  sessionSecret: string | undefined;
  /** Secret that signs the built-in courier API's access tokens. */
  tokenSecret: string | undefined;
  /** Lifetime of an access token and of the website session, in seconds. */
  tokenTtlSeconds: number;
  /** Seed demo data even on PostgreSQL. */
  seedDemo: boolean;
  /** Redis for rate-limit counters shared between instances. */
  redisUrl: string | undefined;
  /** Public origin of the site, for canonical links and the sitemap. */
  siteUrl: string;
  /** Trust X-Forwarded-For from a reverse proxy when computing the client IP. */
  trustProxy: boolean;
  /** Sign-in attempts allowed from one IP address per 15 minutes (offices behind one NAT may need more). */
  loginAttemptsPerIp: number;
  /** Merchant API calls one API key may make per minute (RateLimit-* headers, 429 beyond). */
  apiKeyRequestsPerMinute: number;
  /** Port of the standalone courier API server (npm run courier-api). */
  courierApiPort: number;
  /** SMTP server for outgoing mail (smtp:// or smtps://); when empty mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** Let webhooks reach loopback, private and link-local addresses (tests and local development only). */
  webhooksAllowPrivate: boolean;
  /** Run the outbox worker inside this server (`off`: run `npm run worker` or the cron route instead). */
  outboxWorker: 'on' | 'off';
  /** Webhook deliveries in flight at once per worker. */
  outboxConcurrency: number;
  /** Bearer secret of the Vercel cron route /api/cron/outbox; unset: the route answers 404. */
  cronSecret: string | undefined;
  /** Running on Vercel (no long-lived process: the cron route drains the outbox). */
  onVercel: boolean;
  isProduction: boolean;
}

function str(name: string): string | undefined {
  const v = process.env[name];
  return v && v.trim() !== '' ? v.trim() : undefined;
}

function int(name: string, fallback: number, min: number, max: number): number {
  const raw = str(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`Setting ${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return n;
}

function bool(name: string): boolean {
  const raw = str(name);
  return raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function url(name: string): string | undefined {
  const raw = str(name);
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new Error(`Setting ${name} must be a URL; got "${raw}".`);
  }
  return raw;
}

function outboxWorker(): 'on' | 'off' {
  const raw = (str('OUTBOX_WORKER') ?? 'on').toLowerCase();
  if (['on', '1', 'true', 'yes'].includes(raw)) return 'on';
  if (['off', '0', 'false', 'no'].includes(raw)) return 'off';
  throw new Error(`Setting OUTBOX_WORKER must be on or off; got "${raw}".`);
}

function readEnv(): Env {
  const databaseUrl = url('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:/.test(databaseUrl)) {
    throw new Error('Setting DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const smtpUrl = url('SMTP_URL');
  if (smtpUrl && !/^smtps?:/.test(smtpUrl)) throw new Error('Setting SMTP_URL must be an smtp:// or smtps:// URL.');
  return {
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, 2, 200),
    dataDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), str('DATA_DIR') ?? '.data'),
    courierApiUrl: url('COURIER_API_URL'),
    sessionSecret: str('NEXTAUTH_SECRET') ?? str('AUTH_SECRET'),
    tokenSecret: str('COURIER_TOKEN_SECRET') ?? str('NEXTAUTH_SECRET') ?? str('AUTH_SECRET'),
    tokenTtlSeconds: int('ACCESS_TOKEN_TTL', 8 * 3600, 60, 30 * 24 * 3600),
    seedDemo: bool('SEED_DEMO'),
    redisUrl: url('REDIS_URL'),
    siteUrl: (url('SITE_URL') ?? url('NEXTAUTH_URL') ?? 'http://localhost:3000').replace(/\/$/, ''),
    trustProxy: bool('TRUST_PROXY') || bool('VERCEL'),
    loginAttemptsPerIp: int('LOGIN_ATTEMPTS_PER_IP', 30, 1, 100_000),
    apiKeyRequestsPerMinute: int('API_KEY_RATE_LIMIT', 300, 1, 1_000_000),
    courierApiPort: int('COURIER_API_PORT', 4000, 1, 65535),
    smtpUrl,
    mailFrom: str('MAIL_FROM') ?? 'Saqr Express <no-reply@saqrexpress.ae>',
    webhooksAllowPrivate: bool('WEBHOOKS_ALLOW_PRIVATE'),
    outboxWorker: outboxWorker(),
    outboxConcurrency: int('OUTBOX_CONCURRENCY', 16, 1, 256),
    cronSecret: str('CRON_SECRET'),
    onVercel: str('VERCEL') !== undefined,
    isProduction: process.env.NODE_ENV === 'production',
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= readEnv();
  return cached;
}
