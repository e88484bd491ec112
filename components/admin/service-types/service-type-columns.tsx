'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePageLocale } from '@/lib/i18n/client';
import { transitTime, type ServiceType } from '@/lib/schemas/service-types';

/** "Same day", "Next working day", "2–4 working days" in the page's language (English exactly as the API writes it). */
export function useTransitText(): (st: Pick<ServiceType, 'TransitDaysMin' | 'TransitDaysMax'> & { TransitTime?: string }) => string {
  const t = useTranslations('admin.serviceTypes.transit');
  const locale = usePageLocale();
  return useCallback(
    ({ TransitDaysMin: min, TransitDaysMax: max, TransitTime }) => {
      if (locale === 'en') return TransitTime ?? transitTime(min, max);
      if (max === 0) return t('sameDay');
      if (min === 1 && max === 1) return t('nextDay');
      if (min === max) return t('days', { count: min, n: String(min) });
      return t('range', { min: String(min), max: String(max) });
    },
    [locale, t],
  );
}

export function useServiceTypeColumns(): Column<ServiceType>[] {
  const t = useTranslations('admin.serviceTypes.columns');
  const scope = useTranslations('admin.serviceTypes.scopes');
  const common = useTranslations('common');
  const transit = useTransitText();
  return [
    { header: t('code'), cell: (st) => <bdi className="font-mono font-semibold">{st.ServiceCode}</bdi> },
    { header: t('name'), cell: (st) => <span className="break-words">{st.ServiceName}</span> },
    { header: t('scope'), cell: (st) => scope(st.Scope) },
    { header: t('transitTime'), cell: (st) => transit(st) },
    // A few codes in full; a long list as a count (the editor shows them all).
    { header: t('countries'), cell: (st) => (st.Countries.length <= 3 ? <bdi>{st.Countries.join(', ')}</bdi> : t('countryCount', { count: String(st.Countries.length) })) },
    { header: t('cod'), cell: (st) => (st.CodAvailable ? common('yes') : common('no')) },
    { header: t('fuel'), numeric: true, cell: (st) => t('percent', { value: String(st.FuelSurchargePercent) }) },
    { header: t('active'), cell: (st) => <StatusBadge status={st.Active ? 'Active' : 'Inactive'} /> },
  ];
}

export type ServiceTypeAction = 'edit' | 'rateCard' | 'toggle' | 'delete';

/** Edit, Rate card, Deactivate or Activate, Delete: each names its row's code ("Edit NDD"). */
export function ServiceTypeActions({ st, onAction }: { st: ServiceType; onAction: (action: ServiceTypeAction, st: ServiceType) => void }) {
  const t = useTranslations('admin.serviceTypes.actions');
  const confirm = useTranslations('ui.confirm');
  const code = st.ServiceCode;
  return (
    <>
      <RowAction label={t('edit')} name={code} onClick={() => onAction('edit', st)} />
      <RowAction label={t('rateCard')} name={code} onClick={() => onAction('rateCard', st)} />
      <RowAction label={st.Active ? confirm('deactivate') : confirm('activate')} name={code} onClick={() => onAction('toggle', st)} />
      <RowAction label={confirm('delete')} name={code} tone="danger" onClick={() => onAction('delete', st)} />
    </>
  );
}
