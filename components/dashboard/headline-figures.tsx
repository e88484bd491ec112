'use client';

import { useTranslations } from 'next-intl';
import type { Figures } from './use-dashboard';

/**
 * The range's totals in large type. A list, not a description list: the
 * account panel below already is one, and its terms must stay its own.
 */
export function HeadlineFigures({ delivery, pickupSummary }: Figures) {
  const t = useTranslations('dashboard.figures');
  const figures = [
    { key: 'shipments', label: t('shipments'), value: delivery?.Total, note: delivery?.Cancelled ? t('cancelled', { count: String(delivery.Cancelled) }) : undefined },
    { key: 'delivered', label: t('delivered'), value: delivery?.Delivered },
    { key: 'in-transit', label: t('inTransit'), value: delivery?.InTransit },
    { key: 'exceptions', label: t('exceptions'), value: delivery?.Exceptions },
    { key: 'pickups', label: t('pickups'), value: pickupSummary?.Summary.reduce((s, r) => s + r.Count, 0) },
  ];
  return (
    <ul aria-label={t('label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((f) => (
        <li key={f.key} className="rounded-card border border-line bg-surface p-4 shadow-card">
          <span className="block text-sm font-medium text-muted">{f.label}</span>
          <span className="block text-3xl font-bold tabular-nums text-ink" data-value>
            {f.value ?? '–'}
          </span>
          {/* The first card keeps a line for its note before the figures arrive, so nothing below moves when they do. */}
          {'note' in f && <span className="block min-h-5 text-sm text-muted">{f.note}</span>}
        </li>
      ))}
    </ul>
  );
}
