// Lookups by key that arrive while earlier ones are running go to the
// database together, as one statement (issue 12: tracking by airway bill).
// Under load most of a lookup's cost is the statement itself (a round trip,
// PostgreSQL's per-statement work, the driver's), not the keys it looks up,
// so twenty lookups of one number each cost about as much as one lookup of
// twenty numbers.
//
// Nothing waits on a clock: a lookup starts a statement at once while fewer
// than `maxInFlight` of this batcher's statements are running; otherwise it
// queues, and the queue leaves as one statement when a running one ends.
// A queued lookup's statement is therefore sent after the lookup arrived: it
// sees every write committed before that, as a statement of its own would
// (no cache, nothing older than the request).
//
// A batch's statement runs in the async context of its first lookup (its
// request's trace and log fields); the others in the batch wait on it.
import { AsyncResource } from 'node:async_hooks';

export interface KeyBatcherOptions<Row> {
  /** Runs one statement for these keys (at least one; a batch's are distinct). */
  run: (keys: string[]) => Promise<Row[]>;
  /** The key a row answers. */
  keyOf: (row: Row) => string;
  /** Statements of this batcher running at once; later lookups queue. */
  maxInFlight: number;
  /** Most keys in one statement (a lookup with more still goes alone, whole). */
  maxKeys: number;
}

interface Waiting<Row> {
  keys: string[];
  /** Runs a function in the async context the lookup came from. */
  within: (fn: () => void) => void;
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

export interface KeyBatcher<Row> {
  /** The rows answering these keys, in the statement's order. */
  load(keys: string[]): Promise<Row[]>;
}

const here = (fn: () => void) => fn();

export function keyBatcher<Row>(options: KeyBatcherOptions<Row>): KeyBatcher<Row> {
  const { run, keyOf, maxInFlight, maxKeys } = options;
  let inFlight = 0;
  let queue: Waiting<Row>[] = [];

  function send(batch: Waiting<Row>[]) {
    inFlight++;
    const keys = batch.length === 1 ? batch[0]!.keys : [...new Set(batch.flatMap((w) => w.keys))];
    let statement: Promise<Row[]>;
    try {
      statement = run(keys);
    } catch (error) {
      statement = Promise.reject(error); // a statement that failed before it started must still free its place
    }
    // Its place is freed in the handlers themselves, not by a `finally` (three promises more a statement: issue 12).
    const freed = () => {
      inFlight--;
      pump();
    };
    statement.then(
      (rows) => {
        try {
          answer(batch, rows);
        } catch (error) {
          // A row it could not sort out (keyOf threw): every lookup still waiting fails with it, none hangs.
          for (const w of batch) w.reject(error);
        }
        freed();
      },
      (error) => {
        for (const w of batch) w.reject(error);
        freed();
      },
    );
  }

  function answer(batch: Waiting<Row>[], rows: Row[]) {
    if (batch.length === 1) {
      batch[0]!.resolve(rows);
      return;
    }
    const byKey = new Map<string, Row[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
    for (const w of batch) {
      const mine: Row[] = [];
      for (const key of new Set(w.keys)) {
        const list = byKey.get(key);
        if (list) mine.push(...list);
      }
      w.resolve(mine);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      let taken = 0;
      let keys = 0;
      while (taken < queue.length && (taken === 0 || keys + queue[taken]!.keys.length <= maxKeys)) {
        keys += queue[taken]!.keys.length;
        taken++;
      }
      const batch = queue.slice(0, taken);
      queue = queue.slice(taken);
      batch[0]!.within(() => send(batch));
    }
  }

  return {
    load(keys) {
      return new Promise<Row[]>((resolve, reject) => {
        const waiting: Waiting<Row> = { keys, resolve, reject, within: here };
        if (inFlight < maxInFlight && !queue.length) return send([waiting]);
        // Not AsyncResource.bind: in Node 20 each bound function also builds two deprecation wrappers (DEP0172), measurable per request.
        const resource = new AsyncResource('SaqrBatchedLookup');
        waiting.within = (fn) => resource.runInAsyncScope(fn);
        queue.push(waiting);
      });
    },
  };
}
