'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchableList } from '@/components/admin/searchable-list';
import { Ltr } from '@/components/shipping/bidi';
import { Button } from '@/components/ui/button';
import { ConfirmWrite } from '@/components/ui/confirm-write';
import { Dialog } from '@/components/ui/dialog';
import { useRefreshList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import type { ApiKeyCreated, ApiKeyView } from '@/lib/schemas/api-keys';
import { ApiKeyActions, useApiKeyColumns } from './api-key-columns';
import { ApiKeyForm } from './api-key-form';
import { ShowOnceDialog } from './show-once';

type KeyDialog = { kind: 'create' } | { kind: 'revoke'; key: ApiKeyView } | { kind: 'created'; created: ApiKeyCreated };

/** The "API keys" tab: the account's keys (the Admin: every account's), "Create key" and revoke. */
export function ApiKeysPanel({ admin }: { admin: boolean }) {
  const t = useTranslations('apiWebhooks.keys');
  const [dialog, setDialog] = useState<KeyDialog | null>(null);
  const refresh = useRefreshList('ApiKeys');
  const columns = useApiKeyColumns(admin);
  const close = () => setDialog(null);
  const ltr = (c: React.ReactNode) => <Ltr className="font-mono">{c}</Ltr>;

  return (
    <div className="space-y-4">
      {/* The Admin revokes; keys are created by the accounts they belong to. */}
      {!admin && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="max-w-2xl text-muted">{t.rich('intro', { ltr })}</p>
          <Button onClick={() => setDialog({ kind: 'create' })} className="max-sm:w-full">
            {t('create')}
          </Button>
        </div>
      )}
      <SearchableList<ApiKeyView>
        path="ApiKeys"
        id="api-keys"
        statusParam="Status"
        statuses={{ all: t('statuses.all'), active: t('statuses.active'), revoked: t('statuses.revoked') }}
        label={t(admin ? 'adminTableLabel' : 'tableLabel')}
        searchLabel={t('search')}
        placeholder={t(admin ? 'adminSearchPlaceholder' : 'searchPlaceholder')}
        noun={t('noun')}
        emptyTitle={t(admin ? 'adminEmpty' : 'empty')}
        emptyText={admin ? undefined : t('emptyText')}
        columns={columns}
        actions={(k) => <ApiKeyActions k={k} onRevoke={(key) => setDialog({ kind: 'revoke', key })} />}
      />
      {dialog?.kind === 'create' && (
        <Dialog title={t('form.title')} onClose={close}>
          <ApiKeyForm
            onCancel={close}
            onCreated={(created) => {
              void refresh();
              setDialog({ kind: 'created', created });
            }}
          />
        </Dialog>
      )}
      {dialog?.kind === 'created' && (
        <ShowOnceDialog
          id="api-key-value"
          title={t('shown.title')}
          intro={t.rich('shown.intro', { name: dialog.created.ApiKey.Name, strong: (c) => <strong>{c}</strong> })}
          label={t('shown.label')}
          value={dialog.created.Key}
          warning={t('shown.warning')}
          onClose={close}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <ConfirmWrite
          title={t('revokeTitle', { name: dialog.key.Name })}
          confirmLabel={t('revokeConfirm')}
          danger
          onClose={close}
          write={() => courier<Envelope<ApiKeyView>>('ApiKeys/Revoke', { method: 'PUT', body: { _id: dialog.key._id } })}
          onDone={() => void refresh()}
        >
          {t.rich('revokeText', { prefix: dialog.key.Prefix, ltr })}
        </ConfirmWrite>
      )}
    </div>
  );
}
