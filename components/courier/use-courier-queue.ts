'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CourierQueue, type QueueSnapshot } from '@/lib/courier-queue/queue';
import type { RoundReport } from '@/lib/courier-queue/sync';
import { postActions } from '@/lib/courier-queue/transport';
import type { CourierStore } from './use-courier-store';

/** How often the queue looks for something to send (a failed round's wait still applies). */
const SYNC_EVERY_MS = 10_000;

const EMPTY: QueueSnapshot = { ready: false, persistent: true, waiting: [], refusals: [], online: true, syncing: false, problem: null, retryAt: null, lastSyncedAt: null };
const noSubscribe = () => () => undefined;
const emptySnapshot = () => EMPTY;

/**
 * The courier's queue, wired to the browser: the `online` and `offline`
 * events, a timer, and the page coming back into view (another tab or a
 * sleeping phone may have changed the store).
 */
export function useCourierQueue(store: CourierStore | null, courierId: string, onAnswered: (report: RoundReport) => void) {
  const [queue, setQueue] = useState<CourierQueue | null>(null);
  const answered = useRef(onAnswered);
  useEffect(() => {
    answered.current = onAnswered;
  });

  useEffect(() => {
    if (!store) return;
    const q = new CourierQueue({
      store: store.store,
      persistent: store.persistent,
      courierId,
      send: postActions,
      isOnline: () => navigator.onLine,
      onAnswered: (report) => answered.current(report),
    });
    let live = true;
    void q.refresh().then(() => {
      if (!live) return;
      setQueue(q);
      void q.sync(true);
    });
    const online = () => q.setOnline(true);
    const offline = () => q.setOnline(false);
    const visible = () => {
      if (document.visibilityState === 'visible') void q.refresh().then(() => q.sync());
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    const timer = window.setInterval(() => void q.sync(), SYNC_EVERY_MS);
    return () => {
      live = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(timer);
    };
  }, [store, courierId]);

  const snapshot = useSyncExternalStore(queue?.subscribe ?? noSubscribe, queue?.getSnapshot ?? emptySnapshot, emptySnapshot);
  return { queue, snapshot };
}
