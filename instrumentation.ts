// Opens, migrates and seeds the built-in courier API's database when the
// server starts, so no visitor pays PGlite's start-up on a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getEnv } = await import('./lib/env');
  if (getEnv().courierApiUrl) return;
  const { getCourierRuntime } = await import('./lib/courier-runtime');
  await getCourierRuntime();
}
