'use client';

import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { DateTime, useFormat } from '@/components/ui/format';
import { Badge, type Tone } from '@/components/ui/status-badge';
import type { NotificationStatus, OutboxNotification } from '@/lib/schemas/notification-outbox';

const STATUS_TONE: Record<NotificationStatus, Tone> = { pending: 'warning', delivered: 'success', failed: 'danger' };

/** Where it stands: waiting (attempts so far, when it is tried next), sent, or given up (the last error). */
function NotificationStatusCell({ n }: { n: OutboxNotification }) {
  const t = useTranslations('admin.customers.notifications');
  const f = useFormat();
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={STATUS_TONE[n.Status]}>{t(`statuses.${n.Status}`)}</Badge>
      {n.Attempts > 0 && <span className="text-sm text-muted">{t('attempts', { count: n.Attempts })}</span>}
      {n.Status === 'pending' && n.NextAttemptAt && <span className="text-sm text-muted">{t('nextAttempt', { time: f.dateTime(n.NextAttemptAt) })}</span>}
      {n.Status === 'delivered' && n.DeliveredAt && <span className="text-sm text-muted">{t('deliveredAt', { time: f.dateTime(n.DeliveredAt) })}</span>}
      {n.Status !== 'delivered' && n.LastError && (
        <span dir="ltr" className="max-w-xs break-words text-sm text-danger-700">
          {n.LastStatusCode !== null && `${n.LastStatusCode} · `}
          {n.LastError}
        </span>
      )}
      {n.Status === 'failed' && n.HasCode && <span className="max-w-xs text-sm text-muted">{t('codeGone')}</span>}
    </span>
  );
}

/** The receivers' and followers' messages (Manage Customers → Notifications). */
export function useNotificationColumns(): Column<OutboxNotification>[] {
  const t = useTranslations('admin.customers.notifications');
  return [
    { header: t('columns.created'), cell: (n) => <DateTime iso={n.CreatedAt} /> },
    { header: t('columns.channel'), cell: (n) => t(`channels.${n.Channel}`) },
    // A kind this screen does not know yet (a newer server) shows as its code.
    { header: t('columns.message'), cell: (n) => <span className="break-words">{t.has(`kinds.${n.Kind}`) ? t(`kinds.${n.Kind}`) : n.Kind}</span> },
    {
      header: t('columns.to'),
      cell: (n) => (
        <bdi dir="ltr" className="break-words">
          {n.Recipient}
        </bdi>
      ),
    },
    { header: t('columns.awb'), cell: (n) => n.Awb && <bdi className="font-mono">{n.Awb}</bdi> },
    { header: t('columns.status'), cell: (n) => <NotificationStatusCell n={n} /> },
  ];
}
