'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/format';
import { toastError, toastResult } from '@/components/ui/notify';
import { EmptyState, Notice } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import type { ShownRun } from '@/lib/courier-queue/overlay';
import { courier } from '@/lib/fetcher';
import { usePageLocale } from '@/lib/i18n/client';
import { clockTime } from './clock';

/**
 * The run's state above its stops: none today; planned, with "Start run"
 * (online only: starting sends the parcels out for delivery at once); the
 * COD still to collect; and a note when the stops are the phone's saved copy.
 */
export function RunPanel({ run, savedAt, online, onRefresh }: { run: ShownRun; savedAt: number | null; online: boolean; onRefresh: () => void }) {
  const t = useTranslations('courier.run');
  const header = useTranslations('courier.header');
  const locale = usePageLocale();
  const [starting, setStarting] = useState(false);
  const codLeft = run.Stops.filter((s) => s.Outcome === 'pending' && s.Kind === 'delivery' && !s.CodCollected).reduce((sum, s) => sum + s.CodAmount, 0);

  async function start() {
    setStarting(true);
    try {
      toastResult(await courier<Envelope<unknown>>('Courier/Start', { method: 'POST', body: {} }));
      onRefresh();
    } catch (err) {
      toastError(err);
    } finally {
      setStarting(false);
    }
  }

  return (
    <>
      {savedAt !== null && (
        <Notice tone="info" role="note">
          {header('savedCopy', { time: clockTime(savedAt, locale) })}
        </Notice>
      )}
      {!run.Run || run.Stops.length === 0 ? (
        <div className="rounded-card border border-line bg-surface shadow-card">
          <EmptyState
            title={t('noRun')}
            action={
              <Button variant="secondary" className="mt-2" onClick={onRefresh}>
                {t('refresh')}
              </Button>
            }
          >
            {t('noRunHint')}
          </EmptyState>
        </div>
      ) : run.Run.Status === 'planned' ? (
        <section className="space-y-3 rounded-card border border-brand-200 bg-brand-50 p-4">
          <p className="text-brand-900">{t('planned')}</p>
          <Button data-testid="courier-start-run" className="w-full sm:w-auto" busy={starting} disabled={!online} onClick={() => void start()}>
            {t('start')}
          </Button>
          {!online && <p className="text-sm text-muted">{t('startOffline')}</p>}
        </section>
      ) : null}
      {codLeft > 0 && (
        <p className="flex items-baseline justify-between rounded-card border border-accent-400 bg-accent-100 px-4 py-3 text-accent-800">
          <span className="font-semibold">{t('codTotal')}</span>
          <span className="text-lg font-bold">
            <Money aed={codLeft} />
          </span>
        </p>
      )}
    </>
  );
}
