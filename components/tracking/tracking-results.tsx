'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatWeekday } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TrackedShipment } from '@/courier-api/services/tracking';
import { canFollow } from '@/lib/follow-rules';
import { FollowShipment } from './follow-shipment';
import { ChangeDelivery } from './change-delivery';
import type { Locale } from '@/lib/i18n/locales';
import { ProgressStepper, TrackingLog, useStatusLabel } from './shipment-result';

function Route({ origin, destination }: { origin: string; destination: string }) {
  const t = useTranslations('tracking');
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <div>
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('results.from')}</dt>
        <dd className="font-semibold text-ink">{origin}</dd>
      </div>
      {/* A booking with no shipment yet has no destination. */}
      {destination && (
        <>
          {/* From → To: the arrow points the way the page reads. */}
          <svg viewBox="0 0 24 12" aria-hidden="true" className="mt-4 h-3 w-6 shrink-0 text-accent-600 rtl:-scale-x-100">
            <path d="M1 6h20m-5-4.5L21 6l-5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('results.to')}</dt>
            <dd className="font-semibold text-ink">{destination}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

function ShipmentCard({ shipment, collapsible, onChanged }: { shipment: TrackedShipment; collapsible: boolean; onChanged?: () => void }) {
  const locale = useLocale() as Locale;
  const t = useTranslations('tracking');
  const statusLabel = useStatusLabel();
  const [open, setOpen] = useState(false);
  const logId = `log-${shipment.AirWayBillNo}`;
  return (
    <article className="overflow-hidden rounded-card border border-line bg-surface shadow-card" aria-label={t('results.card', { awb: shipment.AirWayBillNo })}>
      <div className="space-y-4 border-b border-line bg-canvas p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3>
            <span className="block text-xs font-semibold uppercase tracking-wide text-muted">{t('results.airwayBill')}</span>{' '}
            <bdi className="text-xl font-bold tabular-nums text-brand-900">{shipment.AirWayBillNo}</bdi>
          </h3>
          {shipment.Status && <StatusBadge status={shipment.Status} label={statusLabel(shipment.StatusCode, shipment.Status)} />}
        </div>
        {shipment.Origin && <Route origin={shipment.Origin} destination={shipment.Destination} />}
        {/* The day the receiver chose (issue 16). */}
        {shipment.DeliveryDate && <p className="text-sm font-semibold text-brand-900">{t('receiver.chosenDay', { day: formatWeekday(shipment.DeliveryDate, locale) })}</p>}
        <ProgressStepper progress={shipment.ShipmentProgress} />
      </div>
      <div className="p-4 sm:p-5">
        {collapsible && (
          <Button variant="ghost" aria-expanded={open} aria-controls={logId} onClick={() => setOpen(!open)}>
            {open ? t('results.hide') : t('results.show')}
            <svg viewBox="0 0 16 16" aria-hidden="true" className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}>
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Button>
        )}
        {(!collapsible || open) && (
          <div id={logId} className={collapsible ? 'mt-3' : undefined}>
            <TrackingLog shipment={shipment} />
          </div>
        )}
      </div>
      {/* A shipment still on its way (a booking without a shipment has no destination yet). */}
      {shipment.Found && shipment.Destination && canFollow(shipment.StatusCode) && <FollowShipment awb={shipment.AirWayBillNo} />}
      {shipment.CanChangeDelivery && onChanged && <ChangeDelivery awb={shipment.AirWayBillNo} onChanged={onChanged} />}
    </article>
  );
}

/**
 * With one result the log is always shown; with several each has Show Details / Hide Details.
 * Its words come from the `tracking` messages its loader provides (components/home/hero-tracking.tsx).
 */
export function TrackingResults({ shipments, onTrackAnother, onChanged }: { shipments: TrackedShipment[]; onTrackAnother: () => void; /** Fetches the results again (a receiver changed the delivery). */ onChanged?: () => void }) {
  const t = useTranslations('tracking');
  return (
    <section id="tracking-results" aria-labelledby="tracking-results-title" tabIndex={-1} className="mx-auto max-w-4xl scroll-mt-20 space-y-4 px-4 py-10 outline-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracking-results-title" className="text-2xl font-bold">
          {t('results.title')}
        </h2>
        <Button onClick={onTrackAnother}>{t('results.trackAnother')}</Button>
      </div>
      {shipments.map((s, i) => (
        <ShipmentCard key={`${s.AirWayBillNo}-${i}`} shipment={s} collapsible={shipments.length > 1} onChanged={onChanged} />
      ))}
    </section>
  );
}
