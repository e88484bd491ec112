// One sync round, apart from IndexedDB, timers and the network (all passed
// in), so it is tested as a plain function: send the waiting actions in the
// order taken, a few at a time, and take each out of the queue only once the
// server has answered it.
import { MAX_SYNC_ACTIONS } from '@/lib/schemas/courier';
import type { QueuedAction, QueueStore, Refusal, Transport } from './types';
import { TransportError } from './types';

/** Actions per request: small enough that a weak signal still carries one. */
export const BATCH_SIZE = 5;
/** Signatures per request stay under this many bytes of JSON; a delivery with a photo goes alone. */
export const BATCH_BYTES = 900_000;
/** Requests per round, so one round never runs for ever on a queue that keeps growing. */
export const MAX_REQUESTS_PER_ROUND = 20;

/** The next request: the oldest actions, up to BATCH_SIZE and BATCH_BYTES; a delivery with a photo alone. */
export function nextBatch(waiting: readonly QueuedAction[], size = BATCH_SIZE): QueuedAction[] {
  const batch: QueuedAction[] = [];
  let bytes = 0;
  for (const a of waiting) {
    const weight = JSON.stringify(a.Action).length;
    if (a.Action.Photo) return batch.length === 0 ? [a] : batch;
    if (batch.length > 0 && (batch.length >= Math.min(size, MAX_SYNC_ACTIONS) || bytes + weight > BATCH_BYTES)) break;
    batch.push(a);
    bytes += weight;
  }
  return batch;
}

/**
 * What a failed send means. `retry`: no network, a server error, too many
 * requests: keep the actions and try later. `auth`: the session has ended:
 * keep them until the courier signs in again. `refused`: the server will
 * never take this request as it is (400, 413…): sent alone, the action is
 * answered as refused; in a batch, the batch is sent one by one to find it.
 */
export function classify(err: unknown): 'retry' | 'auth' | 'refused' {
  const status = err instanceof TransportError ? err.status : 0;
  if (status === 401 || status === 403) return 'auth';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return status >= 400 ? 'refused' : 'retry';
}

export interface RoundReport {
  /** Answered Ok: recorded on the server (or recorded before: Replayed). */
  confirmed: QueuedAction[];
  refused: Refusal[];
  /** Why the round stopped with actions left; null when the queue is empty (or the round's request limit was reached). */
  stopped: null | 'retry' | 'auth';
  /** The error of the send that stopped the round. */
  error: string | null;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One round: send what is waiting until the queue is empty or a send fails. */
export async function syncRound(store: QueueStore, courierId: string, send: Transport, now: () => number = Date.now): Promise<RoundReport> {
  const report: RoundReport = { confirmed: [], refused: [], stopped: null, error: null };
  let oneByOne = 0;
  for (let request = 0; request < MAX_REQUESTS_PER_ROUND; request++) {
    const waiting = await store.actions(courierId);
    if (waiting.length === 0) return report;
    const batch = nextBatch(waiting, oneByOne > 0 ? 1 : BATCH_SIZE);

    let results;
    try {
      results = await send(batch.map((a) => a.Action));
    } catch (err) {
      const kind = classify(err);
      if (kind === 'refused' && batch.length > 1) {
        // Find the one the server cannot take: the next requests carry one action each.
        oneByOne = batch.length;
        continue;
      }
      if (kind === 'refused') {
        await refuse(store, batch[0]!, errorText(err), now(), report);
        oneByOne = Math.max(0, oneByOne - 1);
        continue;
      }
      for (const a of batch) await store.putAction({ ...a, Attempts: a.Attempts + 1, LastError: errorText(err) });
      return { ...report, stopped: kind, error: errorText(err) };
    }

    const answers = new Map(results.map((r) => [r.ClientId, r]));
    let unanswered = 0;
    for (const a of batch) {
      const answer = answers.get(a.ClientId);
      if (!answer) {
        unanswered++;
        await store.putAction({ ...a, Attempts: a.Attempts + 1, LastError: null });
      } else if (answer.Ok) {
        await store.removeAction(a.ClientId);
        report.confirmed.push(a);
      } else {
        await refuse(store, a, answer.Message, now(), report);
      }
    }
    oneByOne = Math.max(0, oneByOne - batch.length);
    // An answer that leaves some out is a server fault: try those again later, not at once.
    if (unanswered > 0) return { ...report, stopped: 'retry', error: null };
  }
  return report;
}

async function refuse(store: QueueStore, a: QueuedAction, message: string, at: number, report: RoundReport) {
  const refusal: Refusal = { ClientId: a.ClientId, CourierId: a.CourierId, StopId: a.StopId, Ref: a.Ref, Name: a.Name, Kind: a.Action.Kind, Message: message, At: at };
  // The refusal is stored before the action goes, so a crash between the two never loses both.
  await store.putRefusal(refusal);
  await store.removeAction(a.ClientId);
  report.refused.push(refusal);
}

/** The wait before the next try after `failures` failed rounds in a row: 2 s, 4 s, 8 s … up to a minute. */
export const backoffMs = (failures: number) => (failures <= 0 ? 0 : Math.min(60_000, 2_000 * 2 ** (failures - 1)));
