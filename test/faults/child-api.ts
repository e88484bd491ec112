// What every process a fault test kills starts with: the built-in courier API
// on DATABASE_URL (configured as the server configures it), signed in as a demo user.
import { createConfiguredApi } from '@/courier-api/bootstrap';
import { openDatabase } from '@/courier-api/db/client';
import { apiCaller, type DemoUser } from '@/courier-api/test-utils';
import { getEnv } from '@/lib/env';

export async function childApi(who: DemoUser) {
  const env = getEnv();
  const database = await openDatabase({ url: env.databaseUrl!, poolSize: 2 });
  const { call, login } = apiCaller(await createConfiguredApi(env, database));
  return { call, token: await login(who), close: () => database.close() };
}

/** Runs the child's work; a failure prints itself and exits 1. */
export function runChild(work: () => Promise<void>) {
  work().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
