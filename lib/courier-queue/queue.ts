// The courier app's queue as the screen uses it: a snapshot to render (what
// waits, what was refused, online or not, syncing or not), enqueue and
// dismiss, and sync rounds run one at a time: when an action is taken, when
// the browser says it is back online, and on a timer, with a growing wait
// after rounds that failed. The browser's events are wired by the screen
// (components/courier/use-courier-queue.ts); this file has none, so the
// unit tests drive it with a memory store and a fake transport.
import { memoryStore } from './memory-store';
import { backoffMs, syncRound, type RoundReport } from './sync';
import type { QueuedAction, QueueStore, Refusal, Transport } from './types';

export interface QueueSnapshot {
  /** The queue has been read from the store. */
  ready: boolean;
  /** False when the phone cannot keep the queue across a reload (no IndexedDB). */
  persistent: boolean;
  waiting: readonly QueuedAction[];
  refusals: readonly Refusal[];
  online: boolean;
  syncing: boolean;
  /** Why the last round stopped: no network or a server fault ('retry'), or the session ended ('auth'). */
  problem: null | 'retry' | 'auth';
  /** When the next try is due after a failed round (ms). */
  retryAt: number | null;
  lastSyncedAt: number | null;
}

export interface QueueOptions {
  store: QueueStore;
  courierId: string;
  send: Transport;
  isOnline: () => boolean;
  persistent?: boolean;
  now?: () => number;
  /** After a round in which the server answered something: to update the run on screen. */
  onAnswered?: (report: RoundReport) => void;
}

export type NewAction = Pick<QueuedAction, 'StopId' | 'Ref' | 'Name' | 'Action'>;

export class CourierQueue {
  private store: QueueStore;
  private readonly now: () => number;
  private snapshot: QueueSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Actions taken whose write to the store has not finished: shown already, and kept through a refresh. */
  private readonly unsaved = new Map<string, QueuedAction>();
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private lastQueuedAt = 0;

  constructor(private readonly opts: QueueOptions) {
    this.store = opts.store;
    this.now = opts.now ?? Date.now;
    this.snapshot = {
      ready: false,
      persistent: opts.persistent ?? true,
      waiting: [],
      refusals: [],
      online: opts.isOnline(),
      syncing: false,
      problem: null,
      retryAt: null,
      lastSyncedAt: null,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private set(patch: Partial<QueueSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((l) => l());
  }

  /** Reads the waiting actions and refusals back from the store (and keeps those still being written). */
  async refresh() {
    const [stored, refusals] = await Promise.all([this.store.actions(this.opts.courierId), this.store.refusals(this.opts.courierId)]);
    const ids = new Set(stored.map((a) => a.ClientId));
    const waiting = [...stored, ...[...this.unsaved.values()].filter((a) => !ids.has(a.ClientId))].sort((a, b) => a.QueuedAt - b.QueuedAt);
    this.set({ ready: true, waiting, refusals });
  }

  /**
   * Takes an action: on screen at once, in the store next, then sent when
   * online. The payload's ClientId and OccurredAt were set when the courier acted.
   */
  async enqueue(action: NewAction): Promise<void> {
    // Strictly increasing, so two actions in the same millisecond keep their order.
    const queuedAt = Math.max(this.now(), this.lastQueuedAt + 1);
    this.lastQueuedAt = queuedAt;
    const queued: QueuedAction = { ...action, ClientId: action.Action.ClientId, CourierId: this.opts.courierId, QueuedAt: queuedAt, Attempts: 0, LastError: null };
    this.unsaved.set(queued.ClientId, queued);
    this.set({ waiting: [...this.snapshot.waiting, queued] });
    try {
      await this.store.putAction(queued);
    } catch {
      await this.toMemory();
      await this.store.putAction(queued);
    }
    this.unsaved.delete(queued.ClientId);
    await this.sync(true);
  }

  /** The store stopped taking writes (quota, a browser wiping it): keep going in memory, and say so. */
  private async toMemory() {
    const memory = memoryStore();
    for (const a of this.snapshot.waiting) if (!this.unsaved.has(a.ClientId)) await memory.putAction(a);
    for (const r of this.snapshot.refusals) await memory.putRefusal(r);
    this.store = memory;
    this.set({ persistent: false });
  }

  /** The courier has read a refusal. */
  async dismiss(clientId: string) {
    this.set({ refusals: this.snapshot.refusals.filter((r) => r.ClientId !== clientId) });
    await this.store.removeRefusal(clientId).catch(() => undefined);
  }

  /** The browser's online/offline events: back online, the next round goes at once. */
  setOnline(online: boolean) {
    this.set({ online });
    if (online) {
      this.failures = 0;
      this.set({ retryAt: null });
      void this.sync(true);
    }
  }

  /**
   * A sync round, unless one is running (it then runs once more after), the
   * browser is offline, or — unless `force` — a failed round's wait is not over.
   */
  sync(force = false): Promise<void> {
    const online = this.opts.isOnline();
    if (online !== this.snapshot.online) this.set({ online });
    if (!online) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (!force && this.snapshot.retryAt !== null && this.now() < this.snapshot.retryAt) return Promise.resolve();
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async rounds() {
    this.set({ syncing: true });
    try {
      do {
        this.again = false;
        let report: RoundReport;
        try {
          report = await syncRound(this.store, this.opts.courierId, this.opts.send, this.now);
        } catch (err) {
          // The store failed mid-round: nothing was lost (an action leaves it only once answered); try again later.
          report = { confirmed: [], refused: [], stopped: 'retry', error: err instanceof Error ? err.message : String(err) };
        }
        if (report.stopped) {
          this.failures++;
          this.set({ problem: report.stopped, retryAt: this.now() + backoffMs(this.failures) });
        } else {
          this.failures = 0;
          this.set({ problem: null, retryAt: null, lastSyncedAt: this.now() });
        }
        await this.refresh().catch(() => undefined);
        if (report.confirmed.length > 0 || report.refused.length > 0) this.opts.onAnswered?.(report);
        if (report.stopped) break;
      } while (this.again && this.opts.isOnline());
    } finally {
      this.set({ syncing: false });
    }
  }
}
