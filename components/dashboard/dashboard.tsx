'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/states';
import { usePageLocale } from '@/lib/i18n/client';
import { CodFigures } from './cod-figures';
import { DashboardCharts } from './dashboard-charts';
import { DEFAULT_PRESET, formatRange, presetRange, type RangeChoice } from './date-range';
import { HeadlineFigures } from './headline-figures';
import { RangePicker } from './range-picker';
import { useDashboard } from './use-dashboard';

/** Whose figures these are: the Admin sees every account, a customer their own. */
function ScopeLine() {
  const t = useTranslations('dashboard.scope');
  const { data } = useProfile();
  if (!data) return null;
  const { user, AccountData: account } = data.data;
  const text =
    user.Role === 'Admin'
      ? t('all')
      : account?.AccountNo
        ? account.CompanyName
          ? t('accountCompany', { accountNo: account.AccountNo, company: account.CompanyName })
          : t('account', { accountNo: account.AccountNo })
        : t('noAccount');
  return <p className="font-medium text-ink">{text}</p>;
}

/**
 * The dashboard's figures for a date range: the picker, the totals and the
 * four charts. The range lives here; every change refetches the four calls.
 * Then cash on delivery so far, which no range narrows.
 */
export function Dashboard() {
  const t = useTranslations('dashboard');
  const ui = useTranslations('ui');
  const locale = usePageLocale();
  const [first] = useState<RangeChoice>(() => ({ preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, new Date()) }));
  const [choice, setChoice] = useState(first);
  // The first range's figures usually come with the page (read-dashboard.ts).
  const { error, loading, retry, ...figures } = useDashboard(choice, first);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <ScopeLine />
        {/* Announced when the range changes, so a screen reader knows the figures below moved. */}
        <p aria-live="polite" className="text-muted">
          {t(loading ? 'updating' : 'showing', { range: formatRange(choice, locale) })}
        </p>
      </div>
      <RangePicker value={choice} onChange={setChoice} />
      {error && (
        <Notice tone="danger" role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" className="mt-2" onClick={retry}>
            {ui('tryAgain')}
          </Button>
        </Notice>
      )}
      <HeadlineFigures {...figures} />
      <DashboardCharts range={choice} {...figures} />
      {/* Not the range's: cash on delivery so far, for accounts that have any. */}
      <CodFigures />
    </div>
  );
}
