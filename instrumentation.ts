// Opens, migrates and seeds the built-in courier API's database when the
// server starts, so no visitor pays PGlite's start-up on a request; then
// starts the outbox worker that delivers webhooks (unless OUTBOX_WORKER=off,
// or on Vercel, where the cron route /api/cron/outbox drains the outbox), and
// the graceful shutdown. First of all, OpenTelemetry when tracing is on.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getEnv } = await import('./lib/env');
  const env = getEnv();
  // Traces, only when configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_ENABLED): otherwise no SDK is even loaded.
  if (env.tracing) {
    const { registerTracing } = await import('./lib/otel-register');
    registerTracing(env.tracing);
  }
  if (env.courierApiUrl) return;
  const { getCourierRuntime } = await import('./lib/courier-runtime');
  const runtime = await getCourierRuntime();
  const { startServerOutboxWorker } = await import('./courier-api/bootstrap');
  const worker = env.outboxWorker === 'off' || env.onVercel ? undefined : startServerOutboxWorker(env, runtime.database);
  if (env.onVercel) return; // a function instance there is stopped by the platform
  // On SIGTERM/SIGINT: not ready at once, the worker stopped, the API's calls finished, the database closed (courier-api/shutdown.ts).
  const { shutDownOnSignals } = await import('./courier-api/shutdown');
  shutDownOnSignals({ database: runtime.database, worker, inFlight: runtime.api.inFlight, graceMs: env.shutdownGraceMs });
}
