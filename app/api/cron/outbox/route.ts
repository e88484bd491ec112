// Vercel cron (vercel.json, every minute): drains the outbox for up to ~50 s,
// since on Vercel no process lives on to run the worker. Guarded by
// `Authorization: Bearer ${CRON_SECRET}` (Vercel sends it); without
// CRON_SECRET the route does not exist (404).
import { timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { getCourierRuntime } from '@/lib/courier-runtime';
import { mailSettings, notifySettings, webhookSettings } from '@/courier-api/bootstrap';
import { drainOutbox } from '@/courier-api/services/webhooks/worker';

export const dynamic = 'force-dynamic';
export const maxDuration = 60;

/** Claims stop after this; deliveries in flight finish (10 s at most each). */
const DRAIN_MS = 50_000;

function authorized(header: string | null, secret: string): boolean {
  const a = Buffer.from(header ?? '');
  const b = Buffer.from(`Bearer ${secret}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function GET(req: Request) {
  const env = getEnv();
  if (!env.cronSecret || env.courierApiUrl) return Response.json({ ok: false, message: 'Not found.' }, { status: 404 });
  if (!authorized(req.headers.get('authorization'), env.cronSecret)) {
    return Response.json({ ok: false, message: 'Unauthorized.' }, { status: 401 });
  }
  const started = Date.now();
  const { database } = await getCourierRuntime();
  const counts = await drainOutbox(
    { db: database.db, now: () => new Date(), webhooks: webhookSettings(env), mail: mailSettings(env), notify: notifySettings(env) },
    () => Date.now() - started > DRAIN_MS,
  );
  return Response.json({ ok: true, ...counts, ms: Date.now() - started });
}
