'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { ShownStop } from '@/lib/courier-queue/overlay';
import { StopCard } from './stop-card';

/** Today's stops in their order, with how many are done. */
export function StopList({ stops, onOpen, onRefresh, refreshing }: { stops: readonly ShownStop[]; onOpen: (id: string) => void; onRefresh: () => void; refreshing: boolean }) {
  const t = useTranslations('courier.run');
  if (stops.length === 0) return null;
  const done = stops.filter((s) => s.Outcome !== 'pending').length;
  return (
    <section aria-labelledby="courier-stops-title">
      <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="courier-stops-title" className="text-section text-brand-900">
          {t('heading')}
        </h2>
        <p className="text-sm text-muted">{t('progress', { done, total: stops.length })}</p>
        {/* Ops may add stops during the day; the run is also read again every two minutes. */}
        <Button variant="ghost" className="ms-auto text-sm" busy={refreshing} onClick={onRefresh}>
          {t('refresh')}
        </Button>
      </div>
      <ol className="space-y-3" data-testid="courier-stops">
        {stops.map((s) => (
          <StopCard key={s._id} stop={s} onOpen={() => onOpen(s._id)} />
        ))}
      </ol>
    </section>
  );
}
