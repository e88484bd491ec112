// Opens, migrates and seeds the built-in courier API's database when the
// server starts, so no visitor pays PGlite's start-up on a request; then
// starts the outbox worker that delivers webhooks (unless OUTBOX_WORKER=off,
// or on Vercel, where the cron route /api/cron/outbox drains the outbox).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getEnv } = await import('./lib/env');
  const env = getEnv();
  if (env.courierApiUrl) return;
  const { getCourierRuntime } = await import('./lib/courier-runtime');
  const runtime = await getCourierRuntime();
  if (env.outboxWorker === 'off' || env.onVercel) return;
  const { startServerOutboxWorker } = await import('./courier-api/bootstrap');
  startServerOutboxWorker(env, runtime.database);
}
