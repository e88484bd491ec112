'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { useLocalizePath } from '@/lib/i18n/client';
import { AccountStatusView } from './account-status-view';

/** /PrepaidAccountStatus: the customer's own account; the Admin picks one by number (also from ?AccountNo=). */
export function AccountStatusScreen() {
  const { data } = useProfile();
  if (!data) return null;
  return data.data.user.Role === 'Admin' ? <AdminAccountStatus /> : <AccountStatusView accountNo={null} />;
}

function AdminAccountStatus() {
  const t = useTranslations('prepaid.accountStatus');
  const localize = useLocalizePath();
  const params = useSearchParams();
  const router = useRouter();
  const chosen = params.get('AccountNo')?.trim() || null;
  const [typed, setTyped] = useState(chosen ?? '');
  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label={t('choose')}
        className="flex flex-wrap items-end gap-3 rounded-card border border-line bg-surface p-3 shadow-card sm:p-4"
        onSubmit={(e) => {
          e.preventDefault();
          const no = typed.trim();
          router.replace(localize(no ? `/PrepaidAccountStatus?AccountNo=${encodeURIComponent(no)}` : '/PrepaidAccountStatus'));
        }}
      >
        <TextField id="status-account" label={t('accountNo')} value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={20} autoComplete="off" inputMode="numeric" dir="ltr" className="min-w-48 flex-[1_1_12rem] sm:flex-none" />
        <Button type="submit" className="max-sm:w-full">
          {t('show')}
        </Button>
      </form>
      {chosen ? <AccountStatusView key={chosen} accountNo={chosen} /> : <p className="text-muted">{t('enterAccount')}</p>}
    </div>
  );
}
