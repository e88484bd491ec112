'use client';

import { useTranslations } from 'next-intl';
import { ApiText } from '@/components/ui/api-message';
import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/format';
import { Badge } from '@/components/ui/status-badge';
import { WEBHOOK_EVENTS, type WebhookSubscriptionView } from '@/lib/schemas/webhooks';

/** An endpoint's address as it must be read: left to right (isolated, so it sits at the start of an Arabic line), breaking anywhere rather than widening the table. */
export function EndpointUrl({ url, className = '' }: { url: string; className?: string }) {
  return (
    <span className={`block wrap-anywhere font-mono text-sm ${className}`}>
      <bdi dir="ltr">{url}</bdi>
    </span>
  );
}

function Events({ s }: { s: WebhookSubscriptionView }) {
  const t = useTranslations('apiWebhooks.webhooks');
  if (s.Events.length === WEBHOOK_EVENTS.length) return <>{t('columns.allEvents')}</>;
  return (
    <ul className="list-inside list-disc">
      {WEBHOOK_EVENTS.filter((e) => s.Events.includes(e)).map((e) => (
        <li key={e}>{t(`events.${e}`)}</li>
      ))}
    </ul>
  );
}

export function useWebhookColumns(): Column<WebhookSubscriptionView>[] {
  const t = useTranslations('apiWebhooks.webhooks');
  return [
    {
      header: t('columns.endpoint'),
      className: 'md:min-w-64',
      cell: (s) => (
        <>
          <EndpointUrl url={s.Url} className="font-semibold" />
          {s.Description && <span className="block break-words text-muted">{s.Description}</span>}
        </>
      ),
    },
    { header: t('columns.events'), cell: (s) => <Events s={s} /> },
    {
      header: t('columns.status'),
      cell: (s) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={s.Active ? 'success' : 'danger'}>{t(s.Active ? 'status.active' : 'status.disabled')}</Badge>
          {!s.Active && s.DisabledReason && (
            <span className="text-sm text-muted">
              <ApiText text={s.DisabledReason} />
            </span>
          )}
        </span>
      ),
    },
    {
      header: t('columns.secret'),
      // i18n-literal: the secret's prefix and its last characters, as the secret itself is written
      cell: (s) => <span dir="ltr" className="whitespace-nowrap font-mono">{`whsec_…${s.SecretHint}`}</span>,
    },
    { header: t('columns.created'), cell: (s) => <DateTime iso={s.CreatedAt} dateOnly /> },
  ];
}

/** A row opens its endpoint: the actions and the delivery log below the list. */
export function WebhookRowAction({ s, onOpen }: { s: WebhookSubscriptionView; onOpen: (s: WebhookSubscriptionView) => void }) {
  const t = useTranslations('apiWebhooks.webhooks.actions');
  return <RowAction label={t('open')} name={s.Url} onClick={() => onOpen(s)} />;
}
