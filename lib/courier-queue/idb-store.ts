// The queue in IndexedDB (the plain API: three object stores, no library).
// It outlives reloads, closed tabs and a phone that restarts, which is the
// point: an action the courier took is never lost before the server has it.
import { memoryStore } from './memory-store';
import type { QueuedAction, QueueStore, Refusal, SavedRun } from './types';

const DB_NAME = 'saqr-courier';
const DB_VERSION = 1;
const ACTIONS = 'actions';
const REFUSALS = 'refusals';
const RUNS = 'runs';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(ACTIONS)) db.createObjectStore(ACTIONS, { keyPath: 'ClientId' }).createIndex('CourierId', 'CourierId');
      if (!db.objectStoreNames.contains(REFUSALS)) db.createObjectStore(REFUSALS, { keyPath: 'ClientId' }).createIndex('CourierId', 'CourierId');
      if (!db.objectStoreNames.contains(RUNS)) db.createObjectStore(RUNS, { keyPath: 'CourierId' });
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab upgrading the database: let it, and open again on the next call.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab.'));
  });
}

/** Resolves when the transaction has committed (a write is on disk), with what `read` produced. */
function run<T>(db: IDBDatabase, store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest | void): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = work(tx.objectStore(store));
    tx.oncomplete = () => resolve((req ? req.result : undefined) as T);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted.'));
  });
}

export function idbStore(): QueueStore {
  let db: Promise<IDBDatabase> | undefined;
  const conn = () => {
    db ??= open().catch((err: unknown) => {
      db = undefined;
      throw err;
    });
    return db;
  };
  const byCourier = async <T,>(store: string, courierId: string) =>
    run<T[]>(await conn(), store, 'readonly', (s) => s.index('CourierId').getAll(IDBKeyRange.only(courierId)));

  return {
    actions: async (courierId) => (await byCourier<QueuedAction>(ACTIONS, courierId)).sort((a, b) => a.QueuedAt - b.QueuedAt),
    putAction: async (a) => run<void>(await conn(), ACTIONS, 'readwrite', (s) => s.put(a)),
    removeAction: async (id) => run<void>(await conn(), ACTIONS, 'readwrite', (s) => s.delete(id)),
    refusals: async (courierId) => (await byCourier<Refusal>(REFUSALS, courierId)).sort((a, b) => a.At - b.At),
    putRefusal: async (r) => run<void>(await conn(), REFUSALS, 'readwrite', (s) => s.put(r)),
    removeRefusal: async (id) => run<void>(await conn(), REFUSALS, 'readwrite', (s) => s.delete(id)),
    savedRun: async (courierId) => (await run<SavedRun | undefined>(await conn(), RUNS, 'readonly', (s) => s.get(courierId))) ?? null,
    saveRun: async (saved) => run<void>(await conn(), RUNS, 'readwrite', (s) => s.put(saved)),
  };
}

/**
 * The browser's store: IndexedDB when it opens, else memory (the screen then
 * says the queue will not survive a reload).
 */
export async function browserStore(): Promise<{ store: QueueStore; persistent: boolean }> {
  if (typeof indexedDB === 'undefined') return { store: memoryStore(), persistent: false };
  const store = idbStore();
  try {
    await store.savedRun('');
    return { store, persistent: true };
  } catch {
    return { store: memoryStore(), persistent: false };
  }
}
