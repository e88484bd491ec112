'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, RowAction } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { DateTime, useFormat } from '@/components/ui/format';
import { labelClass } from '@/components/ui/form-fields';
import { toastError, toastResult } from '@/components/ui/notify';
import { EmptyState } from '@/components/ui/states';
import { Badge, type Tone } from '@/components/ui/status-badge';
import { useList, useRefreshList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import type { WebhookDeliveryList, WebhookDeliveryStatus, WebhookDeliveryView, WebhookSubscriptionView } from '@/lib/schemas/webhooks';

const PAGE_SIZE = 20;
/** The log polls while it is open, so a delivery (or a retry) shows up without a reload. */
const POLL_MS = 3000;
const STATUS_TONE: Record<WebhookDeliveryStatus, Tone> = { pending: 'warning', delivered: 'success', failed: 'danger' };

/** The request body as sent, indented for reading. */
const pretty = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

function DeliveryStatus({ d }: { d: WebhookDeliveryView }) {
  const t = useTranslations('apiWebhooks.webhooks.log');
  const f = useFormat();
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={STATUS_TONE[d.Status]}>{t(`status.${d.Status}`)}</Badge>
      {d.Status === 'pending' && d.NextAttemptAt && d.Attempts > 0 && (
        <span className="text-sm text-muted">{t('nextAttempt', { time: f.dateTime(d.NextAttemptAt) })}</span>
      )}
    </span>
  );
}

function useDeliveryColumns(): Column<WebhookDeliveryView>[] {
  const t = useTranslations('apiWebhooks.webhooks.log');
  return [
    { header: t('columns.time'), cell: (d) => <DateTime iso={d.LastAttemptAt ?? d.CreatedAt} /> },
    {
      header: t('columns.event'),
      cell: (d) => (
        <span dir="ltr" className="font-mono">
          {d.EventType}
        </span>
      ),
    },
    { header: t('columns.status'), cell: (d) => <DeliveryStatus d={d} /> },
    {
      header: t('columns.response'),
      cell: (d) =>
        d.LastStatusCode !== null ? (
          <span className="tabular-nums">{d.LastStatusCode}</span>
        ) : d.LastError ? (
          <span dir="ltr" className="break-words text-sm text-danger-800">
            {d.LastError}
          </span>
        ) : (
          <span className="text-muted">{t('noAnswer')}</span>
        ),
    },
    { header: t('columns.latency'), numeric: true, cell: (d) => (d.LastLatencyMs !== null ? t('ms', { ms: d.LastLatencyMs }) : '') },
    { header: t('columns.attempts'), numeric: true, cell: (d) => d.Attempts },
  ];
}

/** One delivery in full: what was sent and what came back. */
function DeliveryDetails({ d, onClose }: { d: WebhookDeliveryView; onClose: () => void }) {
  const t = useTranslations('apiWebhooks.webhooks.log');
  const block = 'mt-1 max-h-72 overflow-auto whitespace-pre-wrap break-all rounded-control border border-line bg-canvas p-3 font-mono text-xs';
  return (
    <Dialog title={t('detailsTitle', { event: d.EventType })} onClose={onClose}>
      <dl className="space-y-4">
        <div>
          <dt className={labelClass}>{t('eventId')}</dt>
          <dd dir="ltr" className="font-mono text-sm">
            {d.EventId}
          </dd>
        </div>
        <div>
          <dt className={labelClass}>{t('request')}</dt>
          <dd>
            <pre dir="ltr" tabIndex={0} className={block}>
              {pretty(d.Request)}
            </pre>
          </dd>
        </div>
        <div>
          <dt className={labelClass}>{t('response')}</dt>
          <dd>
            {d.LastStatusCode !== null && <p className="tabular-nums">{d.LastStatusCode}</p>}
            {d.LastResponse ? (
              <pre dir="ltr" tabIndex={0} className={block}>
                {d.LastResponse}
              </pre>
            ) : (
              <p className="text-muted">{t('noResponse')}</p>
            )}
          </dd>
        </div>
        {d.LastError && (
          <div>
            <dt className={labelClass}>{t('error')}</dt>
            <dd dir="ltr" className="break-words text-sm text-danger-800">
              {d.LastError}
            </dd>
          </div>
        )}
      </dl>
      <DialogActions>
        <Button onClick={onClose}>{t('closeDetails')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A subscription's delivery log: newest first, paged, polled while open; each row opens its details or is sent again. */
export function DeliveryLog({ subscription }: { subscription: WebhookSubscriptionView }) {
  const t = useTranslations('apiWebhooks.webhooks.log');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<WebhookDeliveryView | null>(null);
  const { data, error, isLoading, mutate } = useList<WebhookDeliveryList>('WebhookDeliveries', { _id: subscription._id, page, limit: PAGE_SIZE }, 'GET', { refreshInterval: POLL_MS });
  const refresh = useRefreshList('WebhookDeliveries');
  const columns = useDeliveryColumns();
  const list = data?.data;

  async function redeliver(d: WebhookDeliveryView) {
    try {
      toastResult(await courier<Envelope<unknown>>('WebhookDeliveries/Redeliver', { method: 'POST', body: { _id: d._id } }));
      void refresh();
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <section aria-labelledby="webhook-log-heading" className="space-y-3">
      <div>
        <h3 id="webhook-log-heading" className="text-lg font-semibold text-brand-900">
          {t('title')}
        </h3>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={list?.Deliveries}
        rowKey={(d) => d._id}
        // Polling refreshes quietly: only the first load shows as busy.
        loading={isLoading && !data}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
        actions={(d) => (
          <>
            <RowAction label={t('details')} name={d.EventType} onClick={() => setShown(d)} />
            <RowAction label={t('redeliver')} name={d.EventType} onClick={() => void redeliver(d)} />
          </>
        )}
        pager={list && { label: t('pages'), page: list.Page, limit: list.Limit, total: list.Total, onPage: setPage }}
      />
      {shown && <DeliveryDetails d={shown} onClose={() => setShown(null)} />}
    </section>
  );
}
