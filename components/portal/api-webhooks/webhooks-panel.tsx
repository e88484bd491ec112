'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { toastError, toastResult } from '@/components/ui/notify';
import { EmptyState } from '@/components/ui/states';
import { panelId, tabId, Tabs } from '@/components/ui/tabs';
import { useList, useRefreshList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { WEBHOOK_MODES, type WebhookMode, type WebhookSubscriptionView } from '@/lib/schemas/webhooks';
import { EndpointPanel, type EndpointAction } from './endpoint-panel';
import { useWebhookColumns, WebhookRowAction } from './webhook-columns';
import { WebhookDialogs, WebhookSecretDialog, type IssuedSecret, type WebhookDialog } from './webhook-dialogs';

const MODE_PREFIX = 'webhook-mode';
const ltr = (c: ReactNode) => (
  <span dir="ltr" className="font-mono">
    {c}
  </span>
);

/** One mode's endpoints: the list, its dialogs, and the endpoint opened from it (actions and delivery log). */
function Endpoints({ mode }: { mode: WebhookMode }) {
  const t = useTranslations('apiWebhooks.webhooks');
  const [dialog, setDialog] = useState<WebhookDialog | null>(null);
  const [secret, setSecret] = useState<IssuedSecret | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const { data, error, isLoading, mutate } = useList<{ Subscriptions: WebhookSubscriptionView[] }>('WebhookSubscriptions', { Mode: mode });
  const refresh = useRefreshList('WebhookSubscriptions', 'WebhookDeliveries');
  const columns = useWebhookColumns();
  const rows = data?.data.Subscriptions;
  // The list's own row, so the panel shows each write's outcome (disabled, new events) as the list does.
  const opened = rows?.find((s) => s._id === openId);

  async function sendTest(s: WebhookSubscriptionView) {
    setTesting(true);
    try {
      toastResult(await courier<Envelope<unknown>>('WebhookSubscriptions/Test', { method: 'POST', body: { _id: s._id } }));
      void refresh();
    } catch (err) {
      toastError(err);
    } finally {
      setTesting(false);
    }
  }

  function act(action: EndpointAction, s: WebhookSubscriptionView) {
    if (action === 'test') void sendTest(s);
    else setDialog({ kind: action, s });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-muted">{t.rich(mode === 'live' ? 'liveNote' : 'testNote', { ltr })}</p>
        <Button onClick={() => setDialog({ kind: 'add' })} className="max-sm:w-full">
          {t('add')}
        </Button>
      </div>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(s) => s._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
        actions={(s) => <WebhookRowAction s={s} onOpen={(row) => setOpenId(row._id)} />}
      />
      {opened && <EndpointPanel key={opened._id} s={opened} testing={testing} onAction={(a) => act(a, opened)} onClose={() => setOpenId(null)} />}
      {dialog && (
        <WebhookDialogs
          dialog={dialog}
          mode={mode}
          onClose={() => setDialog(null)}
          onSecret={setSecret}
          onWritten={() => {
            void refresh();
            if (dialog.kind === 'delete' && dialog.s._id === openId) setOpenId(null);
          }}
        />
      )}
      {secret && <WebhookSecretDialog issued={secret} onClose={() => setSecret(null)} />}
    </div>
  );
}

/** The "Webhooks" tab: live and test endpoints apart (test ones hear only about test-key shipments). */
export function WebhooksPanel() {
  const t = useTranslations('apiWebhooks.webhooks');
  const tabs = useMemo(() => WEBHOOK_MODES.map((key) => ({ key, label: t(key) })), [t]);
  const [mode, setMode] = useState<WebhookMode>('live');
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-muted">{t.rich('intro', { ltr })}</p>
      <Tabs label={t('modeLabel')} tabs={tabs} selected={mode} onSelect={setMode} idPrefix={MODE_PREFIX} />
      {WEBHOOK_MODES.map((m) => (
        <div key={m} id={panelId(MODE_PREFIX, m)} role="tabpanel" aria-labelledby={tabId(MODE_PREFIX, m)} hidden={m !== mode}>
          {m === mode && <Endpoints mode={m} />}
        </div>
      ))}
    </div>
  );
}
