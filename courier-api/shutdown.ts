// Graceful shutdown of the built-in courier API's side of the server, on
// SIGTERM (a deploy, a scale-down, `docker stop`) or SIGINT.
//
// Next's own server (next start and the standalone server.js) stops accepting
// connections on the same signal, lets the requests in flight finish and then
// exits. Alongside it, this:
// 1. says "not ready" at once (/api/health/ready answers 503), so a load
//    balancer still polling stops sending new work here;
// 2. stops the outbox worker: it claims nothing more and finishes the
//    deliveries in hand (one it cannot finish is sent again by another
//    worker when its lease runs out);
// 3. waits for the courier API calls in flight, then closes the database
//    (the pool's sessions end cleanly; PGlite writes its folder and closes);
// 4. holds all of it to a time limit (SHUTDOWN_GRACE_MS, 25 s by default,
//    inside the 30 s that Docker and Kubernetes give before SIGKILL): a
//    request still running then is cut, the log says how many, and the
//    process exits with 1.
import type { Logger } from 'pino';
import { getLog } from '@/lib/log';
import type { Database } from './db/client';
import type { RunningWorker } from './services/webhooks/runner';

export interface ShutdownParts {
  database: Database;
  worker?: RunningWorker;
  /** Courier API calls still running (CourierApi.inFlight). */
  inFlight: () => number;
  graceMs: number;
  /** process.exit in the server; a spy in tests. */
  exit: (code: number) => void;
  log?: Logger;
}

const STATE = Symbol.for('saqr.shutdown');
type Holder = { [STATE]?: Promise<void> };

/** True from the moment a shutdown began (readiness answers 503). */
export function isShuttingDown(): boolean {
  return (globalThis as Holder)[STATE] !== undefined;
}

/** Starts the shutdown once (later calls get the same promise); resolves when the database is closed. */
export function shutDown(parts: ShutdownParts): Promise<void> {
  const holder = globalThis as Holder;
  holder[STATE] ??= run(parts);
  return holder[STATE]!;
}

async function run({ database, worker, inFlight, graceMs, exit, log = getLog() }: ShutdownParts): Promise<void> {
  log.info({ inFlight: inFlight(), graceMs }, 'shutdown: finishing the requests in flight');
  const limit = setTimeout(() => {
    log.error({ inFlight: inFlight(), graceMs }, 'shutdown: time limit reached with requests still running; exiting');
    exit(1);
  }, graceMs);
  // The limit never keeps the process alive by itself: Next exits as soon as it has drained.
  limit.unref();
  await worker?.stop();
  while (inFlight() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  await database.close();
  log.info('shutdown: database closed');
}

/**
 * Installs the handlers for the server process (instrumentation.ts), once.
 * Next's own handler exits the process as soon as its server has drained,
 * which can be before the database has finished closing; so from the signal
 * on, an exit waits for the shutdown to end (the time limit exits for real).
 */
export function shutDownOnSignals(parts: Omit<ShutdownParts, 'exit'>): void {
  const KEY = Symbol.for('saqr.shutdownInstalled');
  const holder = globalThis as { [KEY]?: true };
  if (holder[KEY]) return;
  holder[KEY] = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const exit = process.exit.bind(process) as (code?: number) => never;
      const done = shutDown({ ...parts, exit }).catch((err) => getLog().error({ err }, 'shutdown: closing failed'));
      process.exit = ((code?: number) => {
        void done.finally(() => exit(code));
      }) as typeof process.exit;
      // Next's server exits by itself once drained; with nobody else listening, this process does.
      void done.finally(() => {
        if (process.listenerCount(signal) === 0) exit(0);
      });
    });
  }
}

/** Tests only: as if the process had just started. */
export function resetShutdownForTests(): void {
  delete (globalThis as Holder)[STATE];
}
