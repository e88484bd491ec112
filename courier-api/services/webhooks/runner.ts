// The outbox worker as a long-running loop: inside the Node server
// (instrumentation.ts) or on its own (`npm run worker`, scripts/worker.ts).
// It drains whatever is due, then sleeps until the next poll (1 s) or until
// it is woken: by PostgreSQL's NOTIFY when any process commits events
// (listenUrl), or by this process's own signal (PGlite: notifier.ts).
import { onOutboxSignal, OUTBOX_CHANNEL } from './notifier';
import { createOutboxDrainer, type WorkerOptions } from './worker';
import { getLog } from '@/lib/log';

export interface RunnerOptions extends WorkerOptions {
  /** How often to look for due rows (retries come due without anyone saying so). */
  pollMs?: number;
  /** A PostgreSQL URL to LISTEN on; absent: this process's signal wakes the worker. */
  listenUrl?: string;
}

export interface RunningWorker {
  /** Look for due rows now. */
  wake(): void;
  /** Finishes the deliveries in flight, claims no more, and stops. */
  stop(): Promise<void>;
}

type PgClient = import('pg').Client;

const RECONNECT_MS = 5000;

export function startOutboxWorker(o: RunnerOptions): RunningWorker {
  const pollMs = o.pollMs ?? 1000;
  let stopping = false;
  let woken = false;
  let sleeper: (() => void) | null = null;

  const wake = () => {
    woken = true;
    sleeper?.();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        sleeper = null;
        resolve();
      }
      sleeper = done;
    });

  // Wake-ups: NOTIFY from PostgreSQL (every process's commits), else this process's signal.
  let client: PgClient | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  const unsubscribe = o.listenUrl ? null : onOutboxSignal(wake);
  const listen = async () => {
    if (!o.listenUrl || stopping) return;
    const { Client } = await import('pg');
    const c = new Client({ connectionString: o.listenUrl });
    const retry = (err: Error) => {
      getLog().warn({ error: err.message }, 'outbox: the LISTEN connection was lost');
      void c.end().catch(() => undefined);
      if (client === c) client = null;
      if (!stopping) reconnect = setTimeout(() => void listen(), RECONNECT_MS);
    };
    c.on('error', retry);
    try {
      await c.connect();
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
      c.on('notification', wake);
      client = c;
      // Rows committed while the connection was down.
      wake();
    } catch (err) {
      retry(err as Error);
    }
  };
  void listen();

  const loop = (async () => {
    const drainer = createOutboxDrainer(o);
    try {
      while (!stopping) {
        woken = false;
        try {
          await drainer.drain(() => stopping);
        } catch (err) {
          getLog().error({ err }, 'outbox: drain failed');
        }
        if (stopping) break;
        if (!woken) await sleep();
      }
    } finally {
      drainer.close();
    }
  })();

  return {
    wake,
    async stop() {
      stopping = true;
      sleeper?.();
      unsubscribe?.();
      if (reconnect) clearTimeout(reconnect);
      await loop;
      await client?.end().catch(() => undefined);
    },
  };
}
