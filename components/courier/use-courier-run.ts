'use client';

import useSWR from 'swr';
import type { Envelope } from '@/components/ui/use-list';
import type { QueueStore } from '@/lib/courier-queue/types';
import { courier, CourierError } from '@/lib/fetcher';
import type { CourierRun } from '@/lib/schemas/courier';

export interface RunView {
  run: CourierRun;
  /** When the phone saved this copy: set when the server could not be reached and the saved copy is shown. */
  savedAt: number | null;
}

export const runKey = (courierId: string) => ['Courier/Run', courierId] as const;

/** No network or a server fault: the phone's copy will do. A refusal (401, 403, 400) will not. */
const unreachable = (err: unknown) => !(err instanceof CourierError) || err.status === 0 || err.status >= 500;

/**
 * Today's run: the server's (each answer is saved on the phone), or the
 * phone's last copy when the server cannot be reached, so a reload offline
 * still shows the stops.
 */
export function useCourierRun(store: QueueStore | null, courierId: string) {
  return useSWR<RunView>(
    store ? runKey(courierId) : null,
    async () => {
      try {
        const res = await courier<Envelope<CourierRun>>('Courier/Run');
        await store!.saveRun({ CourierId: courierId, Run: res.data, SavedAt: Date.now() }).catch(() => undefined);
        return { run: res.data, savedAt: null };
      } catch (err) {
        if (!unreachable(err)) throw err;
        const saved = await store!.savedRun(courierId).catch(() => null);
        if (saved) return { run: saved.Run, savedAt: saved.SavedAt };
        throw err;
      }
    },
    { revalidateOnReconnect: true, revalidateOnFocus: true, refreshInterval: 120_000, keepPreviousData: true },
  );
}
