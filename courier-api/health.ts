// Readiness of the built-in courier API for /api/health/ready (and /api/health):
// the database answers, every migration this build ships has been applied, and
// (with REDIS_URL) whether the shared rate-limit store answers. A load
// balancer takes an instance out while the database is down or its schema is
// behind the code; Redis being away only degrades it (the rate limits count
// per instance meanwhile, courier-api/rate-limit.ts), so it stays in, and the
// answer says so.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { within } from '@/lib/within';
import { MIGRATIONS_FOLDER, type Database } from './db/client';
import { isShuttingDown } from './shutdown';
import type { RateLimiter } from './rate-limit';

export interface Readiness {
  ok: boolean;
  database: 'ok' | 'unreachable';
  migrations: 'applied' | 'behind' | 'unknown';
  /** Present with REDIS_URL only. */
  redis?: 'ok' | 'unreachable';
  /** What works in a lesser way (ok stays true). */
  degraded?: string[];
  message?: string;
}

let shipped: { count: number; last: number } | undefined;

/** The migrations this build ships (the journal drizzle-kit writes beside them). */
export function shippedMigrations(folder = MIGRATIONS_FOLDER): { count: number; last: number } {
  if (shipped && folder === MIGRATIONS_FOLDER) return shipped;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const found = { count: journal.entries.length, last: Math.max(...journal.entries.map((e) => e.when)) };
  if (folder === MIGRATIONS_FOLDER) shipped = found;
  return found;
}

const PROBE_MS = 1_000;
export const SHUTTING_DOWN = 'The server is shutting down.';


export async function readiness(database: Database, o: { rateLimiter?: RateLimiter; redis?: boolean; folder?: string } = {}): Promise<Readiness> {
  // Draining for a shutdown: out of the load balancer's rotation first of all.
  if (isShuttingDown()) return { ok: false, database: 'ok', migrations: 'unknown', message: SHUTTING_DOWN };
  let applied: { count: number; last: number } | null = null;
  try {
    await within(database.db.execute(sql`select 1`), PROBE_MS);
  } catch {
    return { ok: false, database: 'unreachable', migrations: 'unknown', message: 'The database is not reachable.' };
  }
  try {
    // drizzle's migrator records each applied migration with its journal time.
    const result = await within(database.db.execute(sql`select count(*)::int as count, coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`), PROBE_MS);
    const row = ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]))[0]!;
    applied = { count: Number(row.count), last: Number(row.last) };
  } catch {
    applied = null;
  }
  const want = shippedMigrations(o.folder);
  const migrations: Readiness['migrations'] = !applied ? 'behind' : applied.last >= want.last && applied.count >= want.count ? 'applied' : 'behind';
  const out: Readiness = { ok: migrations === 'applied', database: 'ok', migrations };
  if (migrations === 'behind') out.message = `The database schema is behind this build: run npm run db:migrate (${applied?.count ?? 0} of ${want.count} migrations applied).`;
  if (o.redis && o.rateLimiter?.probe) {
    out.redis = (await o.rateLimiter.probe()) ? 'ok' : 'unreachable';
    if (out.redis === 'unreachable') out.degraded = ['redis: rate limits are counted per instance until it answers'];
  }
  return out;
}
