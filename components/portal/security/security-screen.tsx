'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Panel, Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import { buttonClass } from '@/components/ui/button';
import { useList } from '@/components/ui/use-list';
import { usePageLocale } from '@/lib/i18n/client';
import { localizePath } from '@/lib/i18n/locales';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** What GET auth/security answers. */
export interface SecurityView {
  TwoFactor: { Enabled: boolean; Required: boolean; RecoveryCodesLeft: number };
  Sessions: Array<{ SessionId: string; Device: string; Ip: string | null; CreatedAt: string; LastSeenAt: string; Current: boolean }>;
}

/**
 * /Security (issue 17), for every signed-in user, staff and couriers too:
 * two-factor sign-in, the sessions they can end, and the password.
 */
export function SecurityScreen() {
  const t = useTranslations('security.page');
  const locale = usePageLocale();
  const { data, error, mutate } = useList<SecurityView>('auth/security', {});
  const refresh = () => void mutate();
  if (error && !data) return <ErrorState error={error} onRetry={refresh} />;
  return (
    <div className="max-w-3xl space-y-5">
      <p className="text-muted">{t('intro')}</p>
      {data ? (
        <>
          <TwoFactorPanel state={data.data.TwoFactor} onChanged={refresh} />
          <SessionsPanel sessions={data.data.Sessions} onChanged={refresh} />
        </>
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}
      <Panel title={t('passwordTitle')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t('passwordIntro')}</p>
          <Link href={localizePath('/ChangePassword', locale)} className={buttonClass('secondary')}>
            {t('changePassword')}
          </Link>
        </div>
      </Panel>
    </div>
  );
}
