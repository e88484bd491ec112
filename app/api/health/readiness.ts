// Readiness as an HTTP answer (GET /api/health/ready, and /api/health as before):
// 200 when this instance can serve, 503 with what is wrong when it cannot.
import { readiness } from '@/courier-api/health';
import { getCourierRuntime } from '@/lib/courier-runtime';
import { getEnv } from '@/lib/env';

export async function readinessAnswer(): Promise<Response> {
  const env = getEnv();
  // A remote courier API is its own deployment, with its own health check.
  if (env.courierApiUrl) return Response.json({ ok: true, courierApi: 'remote' });
  try {
    const { database, rateLimiter } = await getCourierRuntime();
    const ready = await readiness(database, { rateLimiter, redis: Boolean(env.redisUrl) });
    return Response.json({ ...ready, courierApi: 'built-in', driver: database.driver }, { status: ready.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
  } catch {
    // The runtime did not start (the database was away at boot): it is tried again on the next call.
    return Response.json({ ok: false, database: 'unreachable', message: 'The database is not reachable.' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
