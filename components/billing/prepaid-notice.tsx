'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/states';
import { useLocalizePath } from '@/lib/i18n/client';

/** Prepaid accounts pay before they ship: they have no invoices or dues. */
export function PrepaidNotice({ what }: { what: 'invoices' | 'dues' }) {
  const t = useTranslations('billing.prepaidNotice');
  const localize = useLocalizePath();
  return (
    <Panel>
      <p>{t('text', { what })}</p>
      <p className="mt-2">
        {t.rich('see', {
          link: (chunks) => (
            <Link href={localize('/PrepaidAccountStatus')} className="font-semibold text-brand-800 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </Panel>
  );
}
