'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { applyAction, shownRun, type ShownStop } from '@/lib/courier-queue/overlay';
import type { RoundReport } from '@/lib/courier-queue/sync';
import type { ActionPayload } from '@/lib/courier-queue/types';
import { useApiMessage } from '@/components/ui/api-message';
import { endSession } from '@/lib/end-session';
import { useLocalizePath } from '@/lib/i18n/client';
import { dubaiToday } from './clock';
import { CourierHeader } from './courier-header';
import { useCourierUser } from './courier-guard';
import { StopsSkeleton } from './courier-skeleton';
import { FindStop } from './find-stop';
import { RunPanel } from './run-panel';
import { StopList } from './stop-list';
import { StopSheet } from './stop-sheet';
import { SyncPanel } from './sync-panel';
import { runKey, useCourierRun, type RunView } from './use-courier-run';
import { useCourierQueue } from './use-courier-queue';
import { useCourierStore } from './use-courier-store';

/**
 * The courier's day: the header, what waits to sync, the run and its stops,
 * and the stop sheet. Every action goes into the phone's queue and shows on
 * its stop at once; the queue sends it when it can.
 */
export function CourierApp() {
  const user = useCourierUser();
  const courierId = user.user._id;
  const t = useTranslations('courier');
  const apiText = useApiMessage();
  const localize = useLocalizePath();
  const { mutate } = useSWRConfig();
  const store = useCourierStore();
  const run = useCourierRun(store?.store ?? null, courierId);

  // Answered actions: the run on screen (and the phone's copy) takes them at
  // once, so a stop never flicks back to pending before the run is read again.
  const onAnswered = useCallback(
    (report: RoundReport) => {
      if (report.confirmed.length > 0) {
        void mutate<RunView>(
          runKey(courierId),
          (view) => {
            if (!view) return view;
            const next = report.confirmed.reduce((r, a) => applyAction(r, a.StopId, a.Action), view.run);
            void store?.store.saveRun({ CourierId: courierId, Run: next, SavedAt: Date.now() }).catch(() => undefined);
            return { ...view, run: next };
          },
          { revalidate: true },
        );
      }
      for (const r of report.refused) lazyToast('error', t('refusal.toast', { ref: r.Ref, message: apiText(r.Message) }));
    },
    [mutate, courierId, store, t, apiText],
  );
  const { queue, snapshot } = useCourierQueue(store, courierId, onAnswered);

  const shown = useMemo(() => (run.data ? shownRun(run.data.run, snapshot.waiting) : null), [run.data, snapshot.waiting]);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = shown?.Stops.find((s) => s._id === openId) ?? null;
  const [leaving, setLeaving] = useState(false);

  const take = useCallback(
    (stop: ShownStop, action: ActionPayload) => {
      void queue?.enqueue({ StopId: stop._id, Ref: stop.AirWayBillNo ?? stop.BookingNo ?? '', Name: stop.Name, Action: action });
    },
    [queue],
  );

  const signOutNow = async () => {
    // The saved page shows this courier's name: the service worker forgets it (the queue stays, by courier).
    navigator.serviceWorker?.controller?.postMessage({ type: 'forget' });
    await endSession(localize('/login'));
  };

  return (
    <div className="min-h-dvh bg-canvas pb-[env(safe-area-inset-bottom)]">
      <CourierHeader
        name={shown?.Courier.FullName || user.user.full_name}
        date={shown?.Run?.Date ?? dubaiToday()}
        snapshot={snapshot}
        cash={shown?.CashOnHand ?? null}
        onSignOut={() => (snapshot.waiting.length > 0 ? setLeaving(true) : void signOutNow())}
      />
      <main id="courier-main" className="mx-auto max-w-3xl space-y-4 p-4">
        <h1 className="sr-only">{t('meta.title')}</h1>
        <SyncPanel snapshot={snapshot} onSync={() => void queue?.sync(true)} onDismiss={(id) => void queue?.dismiss(id)} />
        {!shown ? (
          run.error ? (
            <ErrorState error={run.error} onRetry={() => void run.mutate()} />
          ) : (
            <StopsSkeleton />
          )
        ) : (
          <>
            <RunPanel run={shown} savedAt={run.data?.savedAt ?? null} online={snapshot.online} onRefresh={() => void run.mutate()} />
            {shown.Stops.length > 0 && <FindStop stops={shown.Stops} onFound={(s) => setOpenId(s._id)} />}
            <StopList stops={shown.Stops} onOpen={setOpenId} onRefresh={() => void run.mutate()} refreshing={run.isValidating} />
          </>
        )}
      </main>
      {open && queue && <StopSheet key={open._id} stop={open} started={shown?.Run?.Status === 'started'} onAction={take} onClose={() => setOpenId(null)} />}
      {leaving && (
        <ConfirmDialog title={t('signOut.title')} confirmLabel={t('signOut.confirm')} onConfirm={signOutNow} onClose={() => setLeaving(false)}>
          {t('signOut.waiting', { count: snapshot.waiting.length })}
        </ConfirmDialog>
      )}
    </div>
  );
}
