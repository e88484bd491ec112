'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/format';
import type { CodHandoverBoard } from '@/lib/schemas/courier';

const KEYS = ['Collected', 'WithCouriers', 'HandedOver', 'Remitted', 'Pending'] as const;
const LABELS = { Collected: 'collected', WithCouriers: 'withCouriers', HandedOver: 'handedOver', Remitted: 'remitted', Pending: 'pending' } as const;

/**
 * The COD ledger in five figures. Collected = with couriers + handed over, and
 * handed over = remitted + pending remittance, by construction (docs/api/courier-day.md).
 */
export function LedgerTotals({ totals }: { totals?: CodHandoverBoard['Totals'] }) {
  const t = useTranslations('cod.handover.totals');
  return (
    <ul aria-label={t('label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {KEYS.map((key) => (
        <li key={key} className="rounded-card border border-line bg-surface p-4 shadow-card">
          <span className="block text-sm font-medium text-muted">{t(LABELS[key])}</span>
          <span className="block text-lg font-bold text-ink sm:text-xl xl:text-lg 2xl:text-xl">{totals ? <Money aed={totals[key]} /> : '–'}</span>
        </li>
      ))}
    </ul>
  );
}
