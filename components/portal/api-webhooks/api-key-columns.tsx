'use client';

import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/shipping/bidi';
import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime, useFormat } from '@/components/ui/format';
import { Badge, type Tone } from '@/components/ui/status-badge';
import type { ApiKeyMode, ApiKeyView } from '@/lib/schemas/api-keys';
import { PERMISSIONS } from '@/lib/schemas/users';

const STATUS_TONE: Record<ApiKeyView['Status'], Tone> = { active: 'success', expired: 'warning', revoked: 'neutral' };

/** Live or Test, the same pill in the key list and the webhook list. */
export function ModeBadge({ mode }: { mode: ApiKeyMode }) {
  const t = useTranslations('apiWebhooks.keys.mode');
  return <Badge tone={mode === 'live' ? 'brand' : 'warning'}>{t(mode)}</Badge>;
}

function Scopes({ k }: { k: ApiKeyView }) {
  const t = useTranslations('apiWebhooks.keys.columns');
  const names = useTranslations('portal.permissions');
  if (k.Scopes.length === PERMISSIONS.length) return <>{t('allScopes')}</>;
  return (
    <ul className="list-inside list-disc">
      {PERMISSIONS.filter((p) => k.Scopes.includes(p)).map((p) => (
        <li key={p}>{names(p)}</li>
      ))}
    </ul>
  );
}

/** The key list's columns; the Admin's list adds the account. */
export function useApiKeyColumns(admin: boolean): Column<ApiKeyView>[] {
  const t = useTranslations('apiWebhooks.keys.columns');
  const status = useTranslations('apiWebhooks.keys.status');
  const f = useFormat();
  const columns: (Column<ApiKeyView> | false)[] = [
    {
      header: t('name'),
      className: 'md:min-w-40',
      cell: (k) => (
        <>
          <span className="block break-words font-semibold">
            <bdi>{k.Name}</bdi>
          </span>
          <span className="block text-muted">{t('createdBy', { date: f.date(k.CreatedAt), name: k.CreatedBy })}</span>
        </>
      ),
    },
    admin && {
      header: t('account'),
      cell: (k) => (
        <>
          <Ltr className="block font-mono">{k.AccountNo}</Ltr>
          <span className="block break-words text-muted">
            <bdi>{k.CompanyName}</bdi>
          </span>
        </>
      ),
    },
    {
      header: t('prefix'),
      cell: (k) => (
        <span className="flex flex-col items-start gap-1">
          {/* i18n-literal: an ellipsis after the shown part of the key */}
          <Ltr className="whitespace-nowrap font-mono">{`${k.Prefix}…`}</Ltr>
          <ModeBadge mode={k.Mode} />
        </span>
      ),
    },
    { header: t('scopes'), className: 'md:min-w-44', cell: (k) => <Scopes k={k} /> },
    { header: t('lastUsed'), cell: (k) => (k.LastUsedAt ? <DateTime iso={k.LastUsedAt} /> : <span className="text-muted">{t('never')}</span>) },
    // The last day it works: it stops at the midnight (Dubai) after it.
    { header: t('expires'), cell: (k) => (k.ExpiresAt ? <DateTime iso={new Date(Date.parse(k.ExpiresAt) - 1000).toISOString()} dateOnly /> : <span className="text-muted">{t('noExpiry')}</span>) },
    { header: t('status'), cell: (k) => <Badge tone={STATUS_TONE[k.Status]}>{status(k.Status)}</Badge> },
  ];
  return columns.filter((c): c is Column<ApiKeyView> => c !== false);
}

/** A key that still works can be revoked (by its account, or by the Admin). */
export function ApiKeyActions({ k, onRevoke }: { k: ApiKeyView; onRevoke: (k: ApiKeyView) => void }) {
  const t = useTranslations('apiWebhooks.keys');
  if (k.Status === 'revoked') return null;
  return <RowAction label={t('revoke')} name={k.Name} tone="danger" onClick={() => onRevoke(k)} />;
}
