// "New outbox rows": how a worker hears of them without waiting for its next
// poll. In the transaction that writes them, recordEvents runs
// pg_notify('saqr_outbox'), which PostgreSQL delivers only when (and if) the
// transaction commits, to every listening process: the workers of every
// instance and `npm run worker`. PGlite has one connection and one process:
// there the in-process signal below is enough, because PGlite runs a
// statement only after the open transaction ends, so a poll the signal
// starts reads what that transaction committed.
const KEY = Symbol.for('saqr.outboxSignal');
type Holder = { [KEY]?: Set<() => void> };

export const OUTBOX_CHANNEL = 'saqr_outbox';

function listeners(): Set<() => void> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Set();
  return holder[KEY];
}

/** Wakes this process's outbox workers (called with the writes, before the commit). */
export function signalOutbox(): void {
  for (const wake of listeners()) wake();
}

/** Calls `wake` on every signal of this process; returns the unsubscribe. */
export function onOutboxSignal(wake: () => void): () => void {
  listeners().add(wake);
  return () => listeners().delete(wake);
}
