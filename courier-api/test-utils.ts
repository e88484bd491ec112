// Test harness for the courier API: a real database (PGlite in memory, or a
// fresh database on the TEST_DATABASE_URL server), migrated and seeded, and
// the API called through HTTP-shaped requests (api.request, the HTTP adapter
// over dispatch; the BFF tests call dispatch itself).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { generate } from 'otplib';
import { createCourierApi, type CourierApi } from './app';
import { createTokenSigner } from './auth/tokens';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from './db/client';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS, seedDemo } from './db/seed';
import { DEMO_STAFF } from './db/seed-courier';
import type { CourierDeps } from './context';
import { memoryRateLimiter, type RateLimiter } from './rate-limit';
import type { Router } from './router';
import type { MailSettings } from './services/mail';
import { createStorage } from './services/storage';

/** Rows of a raw SQL query, for assertions on what is stored. */
export async function queryRows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const res = (await database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-1234';

export interface TestApi {
  api: CourierApi;
  database: Database;
  clock: { now: Date };
  rateLimiter: RateLimiter;
  /** Calls the API like a client would. */
  call(method: string, path: string, opts?: { body?: unknown; rawBody?: string; token?: string; ip?: string; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  login(who: DemoUser | DemoStaff): Promise<string>;
  /** The browser `login` signs in from: another API on the same database can sign in from it too (apiCaller). */
  deviceToken: string;
  close(): Promise<void>;
}

/** A fresh, empty database of this test file's own (PGlite in memory, or a new database on TEST_DATABASE_URL). */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `courier_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  const { sql } = await import('drizzle-orm');
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

/**
 * A migrated PGlite database of the test file's own, started from a template
 * tar that the first test file of the run makes (a temporary file named by a
 * hash of the migrations and what else shapes it, written under a temporary name and renamed into
 * place): each file then skips re-running every migration, the bulk of an
 * embedded database's start-up. PostgreSQL databases migrate as before.
 */
export async function openMigratedTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_DRIVER === 'postgres') return openTestDatabase();
  const template = await pgliteTemplate();
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: template });
  return { database, drop: () => database.close() };
}

let templateLoading: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  templateLoading ??= (async () => {
    const { createHash } = await import('node:crypto');
    // Named by everything that shapes it: the migrations, the indexes built after them, PGlite's version.
    const hash = createHash('sha256');
    hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, '..', 'online-indexes.ts')));
    hash.update(fs.readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
    for (const name of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
      const file = path.join(MIGRATIONS_FOLDER, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
    const file = path.join(os.tmpdir(), `saqr-jest-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (!fs.existsSync(file)) {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      await migrateDatabase(fresh);
      const tar = Buffer.from(await (await fresh.dump!()).arrayBuffer());
      await fresh.close();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, tar);
      fs.renameSync(partial, file);
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return templateLoading;
}

export interface TestApiOptions {
  /** Migrated, seeded and closed like a fresh one; by default each test API opens its own. */
  database?: Database;
  seed?: boolean;
  tokenTtlSeconds?: number;
  extend?: (router: Router) => void;
  mail?: MailSettings;
  /** Seed issue 15's staff, runs and COD too (seed-courier.ts). */
  courierDay?: boolean;
}

export type DemoUser = keyof typeof DEMO_USERS;
/** The courier day's staff (seeded with `courierDay`). */
export type DemoStaff = keyof typeof DEMO_STAFF;

/** The current code of the demo staff's authenticator at `at` (seed.ts DEMO_TOTP_SECRET). */
export const demoTotpCode = (at: Date) => generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(at.getTime() / 1000) });

/**
 * `call` and `login` on an API, as a client would make them (shared by tests
 * that build an API with other settings). `login` signs in from one browser
 * (a device token of this caller's own): staff give the demo authenticator's
 * code the first time and ask to be remembered, as a person would, so later
 * sign-ins within the same 30 seconds do not replay a used code.
 */
export function apiCaller(
  api: CourierApi,
  now: () => Date = () => new Date(),
  deviceToken = randomBytes(24).toString('base64url'),
): Pick<TestApi, 'call' | 'login'> {
  const call: TestApi['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined = o.rawBody;
    if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await api.request(`/${path}`, { method, headers, body }, { clientIp: o.ip ?? '203.0.113.10' });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { nonJson: text };
    }
    return { status: res.status, json, headers: res.headers };
  };

  const login = async (who: DemoUser | DemoStaff) => {
    const email = who in DEMO_STAFF ? DEMO_STAFF[who as DemoStaff].email : DEMO_USERS[who as DemoUser].email;
    let res = await call('POST', 'auth/signin', { body: { email, password: DEMO_PASSWORD, device_token: deviceToken } });
    if (res.status === 200 && res.json.data?.two_factor === 'verify') {
      const code = await demoTotpCode(now());
      res = await call('POST', 'auth/signin/two-factor', { body: { challenge: res.json.data.challenge, code, remember: true, device_token: deviceToken } });
    }
    if (res.status !== 200 || !res.json.data?.access_token) throw new Error(`login ${who} failed: ${JSON.stringify(res.json)}`);
    return res.json.data.access_token as string;
  };
  return { call, login };
}

export async function createTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  // A database of the caller's own (a server the test stops and starts), or a fresh one.
  const { database, drop } = opts.database ? { database: opts.database, drop: () => opts.database!.close() } : await openMigratedTestDatabase();
  await migrateDatabase(database);
  const clock = { now: new Date() };
  const rateLimiter = memoryRateLimiter(() => clock.now.getTime());
  const ttl = opts.tokenTtlSeconds ?? 3600;
  const tokens = createTokenSigner(TEST_SECRET, ttl, () => clock.now);
  if (opts.seed !== false) await seedDemo(database, clock.now, { courierDay: opts.courierDay, seal: tokens.seal });
  const deps: CourierDeps = {
    db: database.db,
    tokens,
    tokenTtlSeconds: ttl,
    rateLimiter,
    now: () => clock.now,
    trustProxy: false,
    mail: opts.mail,
    // Proof files on disk in a folder of this test's own.
    files: createStorage({ kind: 'disk', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'courier-files-')) }),
  };
  const api = createCourierApi(deps, opts.extend);

  const deviceToken = randomBytes(24).toString('base64url');
  const { call, login } = apiCaller(api, () => clock.now, deviceToken);

  return { api, database, clock, rateLimiter, call, login, deviceToken, close: drop };
}

/**
 * The test API of a whole test file: opened before its tests (on the clock
 * of `now` when given, so tokens are issued on it), signed in as each of
 * `logins` (name → demo user), and closed after them. `t` and `tokens` are
 * filled in by the time the file's tests and later hooks run.
 */
export function useTestApi<K extends string = never>(
  opts: TestApiOptions & { now?: Date; logins?: Record<K, DemoUser | DemoStaff> } = {},
): { t: TestApi; tokens: Record<K, string> } {
  const t = {} as TestApi;
  const tokens = {} as Record<K, string>;
  const { now, logins, ...options } = opts;
  // Separate hooks: on a busy machine the database start-up alone can take most of a hook's time.
  beforeAll(async () => {
    Object.assign(t, await createTestApi(options));
    if (now) t.clock.now = now;
  });
  beforeAll(async () => {
    for (const [name, who] of Object.entries(logins ?? {}) as [K, DemoUser][]) tokens[name] = await t.login(who);
  });
  afterAll(() => t.close());
  return { t, tokens };
}
