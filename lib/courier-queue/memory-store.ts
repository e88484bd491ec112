// The queue in memory: for a browser without IndexedDB (some private modes),
// where the queue then lasts as long as the page; and for the unit tests of
// the sync step. It keeps copies, as IndexedDB does, so callers never share objects with it.
import type { QueuedAction, QueueStore, Refusal, SavedRun } from './types';

const copy = <T,>(v: T): T => structuredClone(v);

export function memoryStore(): QueueStore {
  const actions = new Map<string, QueuedAction>();
  const refusals = new Map<string, Refusal>();
  const runs = new Map<string, SavedRun>();
  return {
    actions: async (courierId) =>
      [...actions.values()].filter((a) => a.CourierId === courierId).sort((a, b) => a.QueuedAt - b.QueuedAt).map(copy),
    putAction: async (a) => void actions.set(a.ClientId, copy(a)),
    removeAction: async (id) => void actions.delete(id),
    refusals: async (courierId) => [...refusals.values()].filter((r) => r.CourierId === courierId).sort((a, b) => a.At - b.At).map(copy),
    putRefusal: async (r) => void refusals.set(r.ClientId, copy(r)),
    removeRefusal: async (id) => void refusals.delete(id),
    savedRun: async (courierId) => (runs.has(courierId) ? copy(runs.get(courierId)!) : null),
    saveRun: async (saved) => void runs.set(saved.CourierId, copy(saved)),
  };
}
