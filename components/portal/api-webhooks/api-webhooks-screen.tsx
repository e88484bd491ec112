'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { rowActionClass } from '@/components/ui/button';
import { panelId, tabId, Tabs, useTabInAddress } from '@/components/ui/tabs';
import { useLocalizePath } from '@/lib/i18n/client';
import { ApiKeysPanel } from './api-keys-panel';
import { WebhooksPanel } from './webhooks-panel';

const KEYS = ['keys', 'webhooks'] as const;
const PREFIX = 'api';

/**
 * /ApiWebhooks: a customer's API keys and webhook endpoints as two tabs (the
 * tab kept in the address, ?tab=webhooks); the Admin sees every account's
 * keys and nothing else (webhooks belong to an account).
 */
export function ApiWebhooksScreen() {
  const t = useTranslations('apiWebhooks.screen');
  const localize = useLocalizePath();
  const { data } = useProfile();
  const tabs = useMemo(() => KEYS.map((key) => ({ key, label: t(key === 'keys' ? 'keysTab' : 'webhooksTab') })), [t]);
  const { selected: tab, opened, select } = useTabInAddress(tabs, 'keys');
  if (!data) return null;
  const admin = data.data.user.Role === 'Admin';

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-muted">{t(admin ? 'adminIntro' : 'intro')}</p>
      <nav aria-label={t('docs')} className="-mx-2 flex flex-wrap">
        <Link href={localize('/developers')} className={rowActionClass}>
          {t('reference')}
        </Link>
        <Link href={localize('/developers/guide')} className={rowActionClass}>
          {t('guide')}
        </Link>
      </nav>
      {admin ? (
        <ApiKeysPanel admin />
      ) : (
        <>
          <Tabs label={t('tabs')} tabs={tabs} selected={tab} onSelect={select} idPrefix={PREFIX} fill />
          {KEYS.map((key) => (
            <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== tab}>
              {opened.has(key) && (key === 'keys' ? <ApiKeysPanel admin={false} /> : <WebhooksPanel />)}
            </div>
          ))}
        </>
      )}
    </div>
  );
}
