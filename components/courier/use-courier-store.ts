'use client';

import { useEffect, useState } from 'react';
import { browserStore } from '@/lib/courier-queue/idb-store';
import type { QueueStore } from '@/lib/courier-queue/types';

export interface CourierStore {
  store: QueueStore;
  /** False when the browser has no IndexedDB: the queue lasts only as long as the page. */
  persistent: boolean;
}

/** The phone's store of the queue and the saved run, opened once (null until it is). */
export function useCourierStore(): CourierStore | null {
  const [store, setStore] = useState<CourierStore | null>(null);
  useEffect(() => {
    let live = true;
    void browserStore().then((s) => live && setStore(s));
    return () => {
      live = false;
    };
  }, []);
  return store;
}
