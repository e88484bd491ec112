'use client';

import { useTranslations } from 'next-intl';
import { Badge, type Tone } from '@/components/ui/status-badge';
import { formatWeekday, Money } from '@/components/ui/format';
import type { ShownStop } from '@/lib/courier-queue/overlay';
import { usePageLocale } from '@/lib/i18n/client';
import type { CourierStop } from '@/lib/schemas/courier';

const OUTCOME_TONES: Record<CourierStop['Outcome'], Tone> = { pending: 'neutral', delivered: 'success', failed: 'danger', collected: 'success' };

/** A stop's outcome as a pill, and "waiting to sync" beside it while its action is in the queue. */
export function StopBadges({ stop }: { stop: ShownStop }) {
  const outcome = useTranslations('courier.outcome');
  const t = useTranslations('courier.stop');
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={OUTCOME_TONES[stop.Outcome]}>
        <span data-testid="stop-outcome">{outcome(stop.Outcome)}</span>
      </Badge>
      {stop.Waiting && <Badge tone="info">{t('waiting')}</Badge>}
    </span>
  );
}

/** What the courier needs at the door: address, phone (tap to call), pieces, the COD to collect, instructions. */
export function StopFacts({ stop }: { stop: CourierStop }) {
  const t = useTranslations('courier.stop');
  const locale = usePageLocale();
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">
        {stop.Kind === 'pickup' ? t('pickup') : t('delivery')} ·{' '}
        <span dir="ltr" className="font-mono">
          {stop.Kind === 'pickup' ? t('booking', { no: stop.BookingNo ?? '' }) : t('awb', { awb: stop.AirWayBillNo ?? '' })}
        </span>
      </p>
      <address className="not-italic">
        {/* <bdi>: an English address on an Arabic page keeps its own order (its full stop at its end). */}
        <span className="block">
          <bdi>{stop.Address}</bdi>
        </span>
        <span className="block text-muted">
          <bdi>{stop.Area}</bdi>
          {locale === 'ar' ? '، ' : ', '}
          <bdi>{stop.Emirate}</bdi>
        </span>
      </address>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {stop.Phone && (
          <a
            href={`tel:${stop.Phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('call', { phone: stop.Phone })}
            className="inline-flex min-h-tap items-center gap-2 rounded-control border border-control px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M3 3.5A1.5 1.5 0 0 1 4.5 2h2.1a1 1 0 0 1 1 .8l.6 3a1 1 0 0 1-.5 1.1L6.4 7.6a11 11 0 0 0 6 6l.7-1.3a1 1 0 0 1 1.1-.5l3 .6a1 1 0 0 1 .8 1v2.1a1.5 1.5 0 0 1-1.5 1.5C9 17 3 11 3 3.5z" />
            </svg>
            <span dir="ltr">{stop.Phone}</span>
          </a>
        )}
        <span className="text-sm">{t('pieces', { count: stop.Pieces })}</span>
        {stop.NeedsCode && stop.Outcome === 'pending' && <Badge tone="warning">{t('needsCode')}</Badge>}
      </div>
      {stop.CodAmount > 0 && (
        <p
          data-testid="stop-cod"
          className={`flex flex-wrap items-baseline justify-between gap-2 rounded-control px-3 py-2 ${stop.CodCollected ? 'bg-success-50 text-success-900' : 'bg-accent-100 text-accent-800'}`}
        >
          <span className="text-xl font-bold">
            {t('cod')} <Money aed={stop.CodAmount} />
          </span>
          {stop.CodCollected && <span className="text-sm font-semibold">{t('codCollected')}</span>}
        </p>
      )}
      {stop.Instructions && (
        <p className="rounded-control bg-canvas p-2 text-sm">
          <span className="font-semibold">{t('instructions')}: </span>
          <bdi>{stop.Instructions}</bdi>
        </p>
      )}
      {/* What the receiver chose from the tracking page (issue 16); a run cached before it has none of these. */}
      {stop.ReceiverInstructions && (
        <p className="rounded-control bg-brand-50 p-2 text-sm">
          <span className="font-semibold">{t('receiverInstructions')}: </span>
          <bdi>{stop.ReceiverInstructions}</bdi>
        </p>
      )}
      {stop.LeaveWith && (
        <p className="text-sm font-semibold text-brand-900">
          <bdi>{stop.LeaveWith.Kind === 'security' ? t('leaveSecurity') : t('leaveNeighbour', { name: stop.LeaveWith.Name, flat: stop.LeaveWith.Flat })}</bdi>
        </p>
      )}
      {stop.DeliveryDate && <Badge tone="info">{t('chosenDay', { day: formatWeekday(stop.DeliveryDate, locale) })}</Badge>}
    </div>
  );
}

/** One stop of the run, in order; its name opens the stop sheet. */
export function StopCard({ stop, onOpen }: { stop: ShownStop; onOpen: () => void }) {
  const t = useTranslations('courier.stop');
  const ref = stop.AirWayBillNo ?? stop.BookingNo ?? '';
  const closed = stop.Outcome !== 'pending';
  return (
    <li data-testid="courier-stop" data-ref={ref} data-outcome={stop.Outcome} data-waiting={stop.Waiting} className={`rounded-card border bg-surface p-4 shadow-card ${closed ? 'border-line opacity-90' : 'border-brand-200'}`}>
      <div className="mb-2 flex items-start gap-3">
        <span aria-hidden="true" className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-pill text-sm font-bold ${closed ? 'bg-slate-200 text-ink' : 'bg-brand-700 text-white'}`}>
          {stop.Seq}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-tight">
            <button
              type="button"
              onClick={onOpen}
              aria-label={t('open', { seq: stop.Seq, name: stop.Name })}
              className="min-h-tap text-start text-brand-900 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {stop.Name}
            </button>
          </h3>
          <StopBadges stop={stop} />
        </div>
      </div>
      <StopFacts stop={stop} />
    </li>
  );
}
