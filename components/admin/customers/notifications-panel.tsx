'use client';

import { useTranslations } from 'next-intl';
import { SearchableList } from '@/components/admin/searchable-list';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { RowAction } from '@/components/ui/button';
import { toastError, toastResult } from '@/components/ui/notify';
import { Notice } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import type { OutboxNotification } from '@/lib/schemas/notification-outbox';
import { NOTIFY_CHANNELS, type NotifyChannel } from '@/lib/schemas/notifications';
import { useNotificationColumns } from './notification-columns';

interface PanelProps {
  onIssued: (login: IssuedLogin) => void;
  onWritten: () => void;
}

/** Above the list while anything waits: how many per channel, and what lets them go. */
function WaitingNote({ pending }: { pending: Record<NotifyChannel, number> }) {
  const t = useTranslations('admin.customers.notifications');
  if (!NOTIFY_CHANNELS.some((c) => pending[c] > 0)) return null;
  return (
    <Notice tone="warning" role="note">
      {t('waiting', { email: pending.email, sms: pending.sms, whatsapp: pending.whatsapp })} {t('waitingNote')}
    </Notice>
  );
}

/**
 * The receivers' and followers' messages (issue 16): email, SMS and WhatsApp
 * rows of the one outbox. A channel that is not set up keeps its messages
 * here; a failed message can be sent again, unless it carried a one-time code
 * (the code is gone: the person asks for a new one). Codes are never shown.
 */
export function NotificationsPanel({ onWritten }: PanelProps) {
  const t = useTranslations('admin.customers.notifications');
  const columns = useNotificationColumns();
  async function retry(n: OutboxNotification) {
    try {
      toastResult(await courier<Envelope<unknown>>('NotificationOutbox/Retry', { method: 'POST', body: { _id: n._id } }));
    } catch (err) {
      toastError(err);
    }
    onWritten();
  }
  return (
    <SearchableList
      path="NotificationOutbox" items="Notifications" id="notifications" prefixed label={t('label')} searchLabel={t('search')} noun={t('noun')} columns={columns}
      statuses={{ all: t('statuses.all'), pending: t('statuses.pending'), delivered: t('statuses.delivered'), failed: t('statuses.failed') }}
      filters={{ channel: { label: t('channel'), options: { all: t('channels.all'), email: t('channels.email'), sms: t('channels.sms'), whatsapp: t('channels.whatsapp') } } }}
      note={(answer) => <WaitingNote pending={answer.Pending as Record<NotifyChannel, number>} />}
      placeholder={t('placeholder')} emptyTitle={t('emptyTitle')} emptyText={t('emptyText')}
      actions={(n) =>
        n.Status === 'failed' && !n.HasCode && <RowAction label={t('sendAgain')} name={t('sendAgainName', { awb: n.Awb ?? '', to: n.Recipient })} onClick={() => void retry(n)} />
      }
    />
  );
}
