'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useProfile } from '@/components/portal/use-profile';
import { Money } from '@/components/ui/format';
import { Panel } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import type { Envelope } from '@/components/ui/use-list';
import type { CourierError } from '@/lib/fetcher';
import { useLocalizePath } from '@/lib/i18n/client';
import type { CodFigures as Figures } from '@/lib/schemas/courier';
import { hidesCodCard, showCodCard } from './cod-summary';
import { useServedFirst } from './use-dashboard';

/**
 * Cash on delivery so far (GET CodFigures, not the range's): everything the
 * couriers collected, the part not yet paid out, and the part on paid
 * statements. Linked to /CodStatements.
 */
export function CodFigures() {
  const t = useTranslations('dashboard.cod');
  const localize = useLocalizePath();
  const admin = useProfile().data?.data.user.Role === 'Admin';
  // The dashboard's server read usually brings these with the page (read-dashboard.ts).
  const served = useServedFirst('CodFigures');
  const { data, error, mutate } = useSWR<Envelope<Figures>, CourierError>('CodFigures', { revalidateIfStale: !served });
  const figures = data?.data;
  if (error && !figures) {
    if (hidesCodCard(error.status)) return null;
    return (
      <Panel title={t('title')} id="dashboard-cod">
        <ErrorState error={error} onRetry={() => void mutate()} />
      </Panel>
    );
  }
  if (!figures || !showCodCard(figures, admin)) return null;

  const items = [
    { key: 'collected', label: t('collected'), note: t('collectedNote'), value: figures.Collected },
    { key: 'pending', label: t('pending'), note: t('pendingNote'), value: figures.PendingRemittance },
    { key: 'remitted', label: t('remitted'), note: t('remittedNote'), value: figures.Remitted },
  ];
  return (
    <Panel
      title={t('title')}
      id="dashboard-cod"
      actions={
        <Link href={localize('/CodStatements')} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('statements')}
        </Link>
      }
    >
      <p className="-mt-2 mb-3 text-sm text-muted">{admin ? t('scopeAll') : t('scope')}</p>
      <ul aria-label={t('label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {items.map((i) => (
          <li key={i.key} className="rounded-control border border-line p-3">
            <span className="block text-sm font-medium text-muted">{i.label}</span>
            <span className="block text-2xl font-bold text-ink" data-value>
              <Money aed={i.value} />
            </span>
            <span className="block text-sm text-muted">{i.note}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
