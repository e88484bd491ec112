// The one place that reads process.env. Everything else receives settings from
// here (the website) or through createCourierApi's options (the built-in API).
import path from 'node:path';

export interface Env {
  /** PostgreSQL connection string; when empty the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool of each instance. */
  databasePoolSize: number;
  /** The hottest statements as named prepared statements (off behind a pooler that cannot keep them: README, "Connection poolers"). */
  databasePreparedStatements: boolean;
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
  /** SHUTDOWN_GRACE_MS: how long a shutdown waits for requests in flight before it exits anyway. */
  shutdownGraceMs: number;
  /** Bearer secret of the Vercel cron route /api/cron/outbox; unset: the route answers 404. */
  cronSecret: string | undefined;
  /** Running on Vercel (no long-lived process: the cron route drains the outbox). */
  onVercel: boolean;
  isProduction: boolean;
  /** S3-compatible storage for proof-of-delivery files (AWS, MinIO, R2); unset (no S3_BUCKET): files on disk under dataDir/files. */
  s3: S3Settings | undefined;
  /** SMS_PROVIDER (twilio | webhook) and its settings; null: SMS wait in the outbox. */
  sms: ProviderSettings | null;
  /** WHATSAPP_PROVIDER and its settings; null: WhatsApp messages wait in the outbox. */
  whatsapp: ProviderSettings | null;
  /** OpenTelemetry traces (readTracingSettings); undefined: off, and no SDK is loaded. */
  tracing: TracingSettings | undefined;
}

/** Traces sent to an OTLP collector (lib/otel-register.ts). */
export interface TracingSettings {
  /** OTEL_SERVICE_NAME, else saqr-express. */
  serviceName: string;
}

/** Where proof files go when S3_BUCKET is set. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Cloudflare R2); unset: AWS. */
  endpoint: string | undefined;
  /** Both or neither; neither: the SDK's own chain (instance role, AWS_* variables, ~/.aws). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (host/bucket/key), as MinIO wants, rather than in the host name. */
  forcePathStyle: boolean;
  /** Folder inside the bucket, without slashes at either end ('' for none). */
  prefix: string;
}

/** The variables this module reads: process.env, or a given set (tests, tools). */
export type EnvVars = Record<string, string | undefined>;

function str(name: string, vars: EnvVars = process.env): string | undefined {
  const v = vars[name];
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

function bool(name: string, vars: EnvVars = process.env): boolean {
  const raw = str(name, vars);
  return raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function url(name: string, vars: EnvVars = process.env): string | undefined {
  const raw = str(name, vars);
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new Error(`Setting ${name} must be a URL; got "${raw}".`);
  }
  return raw;
}

/** An on/off setting, `on` unless set. */
function onUnlessOff(name: string): boolean {
  const raw = (str(name) ?? 'on').toLowerCase();
  if (['on', '1', 'true', 'yes'].includes(raw)) return true;
  if (['off', '0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`Setting ${name} must be on or off; got "${raw}".`);
}

function outboxWorker(): 'on' | 'off' {
  return onUnlessOff('OUTBOX_WORKER') ? 'on' : 'off';
}

/** The S3_* settings, or undefined when S3_BUCKET is unset (files stay on disk). */
export function readS3Settings(vars: EnvVars = process.env): S3Settings | undefined {
  const bucket = str('S3_BUCKET', vars);
  if (bucket === undefined) return undefined;
  const accessKeyId = str('S3_ACCESS_KEY_ID', vars);
  const secretAccessKey = str('S3_SECRET_ACCESS_KEY', vars);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('Settings S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS credential chain.');
  }
  const prefix = (str('S3_PREFIX', vars) ?? '').replace(/^\/+|\/+$/g, '');
  // The same rule as a file's key: no empty, hidden, "." or ".." folders.
  if (prefix && prefix.split('/').some((seg) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(seg))) {
    throw new Error(`Setting S3_PREFIX must be folder names of letters, digits, . _ - (none starting with a dot) joined by /; got "${prefix}".`);
  }
  const endpoint = url('S3_ENDPOINT', vars);
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`Setting S3_ENDPOINT must be an http:// or https:// URL; got "${endpoint}".`);
  return {
    bucket,
    region: str('S3_REGION', vars) ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', vars),
    prefix,
  };
}

/** An SMS or WhatsApp provider (courier-api/services/notifications/providers.ts): a Twilio-compatible API or a signed webhook. */
export type ProviderSettings =
  | { kind: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string }
  | { kind: 'webhook'; url: string; secret: string };

/** SMS_* / WHATSAPP_* settings (lib/env.ts), or null when the channel has none. */
export function readProviderSettings(prefix: 'SMS' | 'WHATSAPP', vars: EnvVars = process.env): ProviderSettings | null {
  const get = (k: string) => {
    const v = vars[`${prefix}_${k}`]?.trim();
    return v ? v : undefined;
  };
  const kind = get('PROVIDER');
  if (!kind) return null;
  if (kind === 'twilio') {
    const accountSid = get('ACCOUNT_SID');
    const authToken = get('AUTH_TOKEN');
    const from = get('FROM');
    if (!accountSid || !authToken || !from) throw new Error(`Settings ${prefix}_ACCOUNT_SID, ${prefix}_AUTH_TOKEN and ${prefix}_FROM are needed with ${prefix}_PROVIDER=twilio.`);
    const baseUrl = get('API_URL') ?? 'https://api.twilio.com';
    if (!/^https?:\/\//.test(baseUrl)) throw new Error(`Setting ${prefix}_API_URL must be an http:// or https:// URL; got "${baseUrl}".`);
    return { kind, baseUrl, accountSid, authToken, from };
  }
  if (kind === 'webhook') {
    const url = get('WEBHOOK_URL');
    const secret = get('WEBHOOK_SECRET');
    if (!url || !secret) throw new Error(`Settings ${prefix}_WEBHOOK_URL and ${prefix}_WEBHOOK_SECRET are needed with ${prefix}_PROVIDER=webhook.`);
    if (!/^https?:\/\//.test(url)) throw new Error(`Setting ${prefix}_WEBHOOK_URL must be an http:// or https:// URL; got "${url}".`);
    return { kind, url, secret };
  }
  throw new Error(`Setting ${prefix}_PROVIDER must be twilio or webhook; got "${kind}".`);
}

const ON = ['on', '1', 'true', 'yes'];
const OFF = ['off', '0', 'false', 'no'];

/**
 * Tracing is on when an OTLP endpoint is named (OTEL_EXPORTER_OTLP_ENDPOINT
 * or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) or OTEL_ENABLED is on (then the
 * collector is the standard default, http://localhost:4318); OTEL_ENABLED=off
 * or OTEL_SDK_DISABLED=true keeps it off whatever else is set. The exporter's
 * own settings (OTEL_EXPORTER_OTLP_PROTOCOL, _HEADERS, OTEL_TRACES_SAMPLER…)
 * keep their standard names and are read by the SDK itself.
 */
export function readTracingSettings(vars: EnvVars = process.env): TracingSettings | undefined {
  const raw = str('OTEL_ENABLED', vars)?.toLowerCase();
  if (raw !== undefined && ![...ON, ...OFF].includes(raw)) throw new Error(`Setting OTEL_ENABLED must be on or off; got "${raw}".`);
  if ((raw !== undefined && OFF.includes(raw)) || bool('OTEL_SDK_DISABLED', vars)) return undefined;
  const endpoint = url('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', vars) ?? url('OTEL_EXPORTER_OTLP_ENDPOINT', vars);
  if (endpoint === undefined && raw === undefined) return undefined;
  return { serviceName: str('OTEL_SERVICE_NAME', vars) ?? 'saqr-express' };
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
    databasePreparedStatements: onUnlessOff('DATABASE_PREPARED_STATEMENTS'),
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
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 25_000, 0, 600_000),
    cronSecret: str('CRON_SECRET'),
    onVercel: str('VERCEL') !== undefined,
    isProduction: process.env.NODE_ENV === 'production',
    s3: readS3Settings(),
    sms: readProviderSettings('SMS'),
    whatsapp: readProviderSettings('WHATSAPP'),
    tracing: readTracingSettings(),
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= readEnv();
  return cached;
}
