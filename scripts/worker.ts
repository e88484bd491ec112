// `npm run worker`: the outbox worker on its own, for deployments that run
// it apart from the web servers (set OUTBOX_WORKER=off on those). PostgreSQL
// only: the embedded PGlite database belongs to the one process that opened
// it, and there the web server runs the worker itself. Any number of these
// share the outbox (FOR UPDATE SKIP LOCKED). Stops cleanly on SIGTERM/SIGINT.
//   --once               deliver what is due now, then exit
//   --lease-seconds=N    how long a claim is held (default 60; tests use less)
import { startOutboxWorkerFor, mailSettings, notifySettings, webhookSettings } from '../courier-api/bootstrap';
import { migrateDatabase, openDatabase } from '../courier-api/db/client';
import { drainOutbox } from '../courier-api/services/webhooks/worker';
import { getEnv } from '../lib/env';
import { getLog } from '../lib/log';

function flag(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split('=')[1] ?? '');
}

async function main() {
  const env = getEnv();
  if (!env.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). The embedded database (PGlite) can be opened by one process only: ' +
        'without DATABASE_URL the web server runs the outbox worker itself (OUTBOX_WORKER=on, the default).',
    );
    process.exit(2);
  }
  const leaseSeconds = Number(flag('lease-seconds') ?? 60);
  if (!Number.isInteger(leaseSeconds) || leaseSeconds < 1) throw new Error('--lease-seconds must be a whole number of seconds.');
  const database = await openDatabase({ url: env.databaseUrl, poolSize: env.databasePoolSize, preparedStatements: env.databasePreparedStatements });
  await migrateDatabase(database);

  if (flag('once') !== undefined) {
    const counts = await drainOutbox({ db: database.db, now: () => new Date(), webhooks: webhookSettings(env), mail: mailSettings(env), notify: notifySettings(env), leaseMs: leaseSeconds * 1000 });
    getLog().info(counts, 'outbox drained once');
    await database.close();
    return;
  }

  const worker = startOutboxWorkerFor(env, database, { leaseMs: leaseSeconds * 1000 });
  getLog().info({ pid: process.pid, concurrency: env.outboxConcurrency, leaseSeconds }, 'outbox worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    getLog().info({ signal }, 'outbox worker stopping: finishing deliveries in flight');
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  getLog().fatal({ err }, 'outbox worker failed');
  process.exit(1);
});
