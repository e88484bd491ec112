'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchableList, useActiveStatuses } from '@/components/admin/searchable-list';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { RowAction } from '@/components/ui/button';
import { ToggleActiveConfirm } from '@/components/ui/confirm-write';
import { toastError, toastResult } from '@/components/ui/notify';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { courier } from '@/lib/fetcher';
import { rejectRequestSchema, type CustomerAccount, type OutboxMail, type RegistrationRequest } from '@/lib/schemas/customers';
import { AccountCodDialog } from './account-cod-dialog';
import { AccountUsersDialog } from './account-users-dialog';
import { ActivateDialog } from './activate-dialog';
import { useAccountColumns, useOutboxColumns, useRequestColumns } from './customer-columns';

interface PanelProps {
  onIssued: (login: IssuedLogin) => void;
  /** After a write: an activation changes the requests, the accounts and the outbox at once. */
  onWritten: () => void;
}

const reasonSchema = rejectRequestSchema.pick(['Reason']);
const loadReasonSchema = async () => reasonSchema;
const post = async (path: string, body: object) => (await courier<{ message: string; data: unknown }>(path, { method: 'POST', body })).message;

/** The queue of account requests from /Register: activate (open the account) or reject. */
export function RequestsPanel({ onIssued, onWritten }: PanelProps) {
  const t = useTranslations('admin.customers.requests');
  const columns = useRequestColumns();
  const [dialog, setDialog] = useState<{ kind: 'activate' | 'reject'; request: RegistrationRequest } | null>(null);
  const close = () => setDialog(null);
  const r = dialog?.request;
  return (
    <>
      <SearchableList
        path="RegistrationRequests" items="Requests" id="requests" prefixed label={t('label')} noun={t('noun')} columns={columns}
        statuses={{ all: t('statuses.all'), pending: t('statuses.pending'), approved: t('statuses.approved'), rejected: t('statuses.rejected') }} placeholder={t('placeholder')}
        emptyTitle={t('emptyTitle')} emptyText={t('emptyText')}
        actions={(request) =>
          request.Status === 'pending' && (
            <>
              <RowAction label={t('activate')} name={request.company_name} onClick={() => setDialog({ kind: 'activate', request })} />
              <RowAction label={t('reject')} name={request.company_name} tone="danger" onClick={() => setDialog({ kind: 'reject', request })} />
            </>
          )
        }
      />
      {dialog?.kind === 'activate' && <ActivateDialog request={dialog.request} onClose={close} onActivated={(login) => (onWritten(), onIssued(login))} />}
      {dialog?.kind === 'reject' && r && (
        <RejectDialog request={r} onClose={close} onChanged={onWritten} />
      )}
    </>
  );
}

function RejectDialog({ request: r, onClose, onChanged }: { request: RegistrationRequest; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations('admin.customers.requests');
  const ui = useTranslations('ui');
  return (
    <ReasonDialog
      id="reject-reason" title={t('rejectTitle', { company: r.company_name })} label={t('rejectReason', { email: r.email })} maxLength={500} loadSchema={loadReasonSchema}
      keepLabel={ui('cancel')} confirmLabel={t('rejectConfirm')} onClose={onClose} onChanged={onChanged}
      onConfirm={(Reason) => post('RegistrationRequests/Reject', { _id: r._id, Reason })}
    >
      {t('rejectText', { name: r.full_name, username: r.username })}
    </ReasonDialog>
  );
}

/** Every customer account: its terms and users, its COD statement settings, and switching it off and on. */
export function AccountsPanel({ onIssued, onWritten }: PanelProps) {
  const t = useTranslations('admin.customers.accounts');
  const confirm = useTranslations('ui.confirm');
  const columns = useAccountColumns();
  const statuses = useActiveStatuses();
  const [dialog, setDialog] = useState<{ kind: 'users' | 'cod' | 'toggle'; account: CustomerAccount } | null>(null);
  const close = () => setDialog(null);
  const a = dialog?.account;
  return (
    <>
      <SearchableList
        path="Accounts" id="accounts" prefixed statuses={statuses} label={t('label')} noun={t('noun')} columns={columns}
        placeholder={t('placeholder')} emptyTitle={t('emptyTitle')} emptyText={t('emptyText')}
        actions={(account) => (
          <>
            <RowAction label={t('users')} name={t('usersOf', { accountNo: account.AccountNo })} onClick={() => setDialog({ kind: 'users', account })} />
            <RowAction label={t('cod')} name={t('usersOf', { accountNo: account.AccountNo })} onClick={() => setDialog({ kind: 'cod', account })} />
            <RowAction
              label={account.Active ? confirm('deactivate') : confirm('activate')} name={t('account', { accountNo: account.AccountNo })} tone={account.Active ? 'danger' : 'default'}
              onClick={() => setDialog({ kind: 'toggle', account })}
            />
          </>
        )}
      />
      {dialog?.kind === 'users' && <AccountUsersDialog account={dialog.account} onClose={close} onIssued={onIssued} />}
      {dialog?.kind === 'cod' && <AccountCodDialog account={dialog.account} onClose={close} onSaved={onWritten} />}
      {dialog?.kind === 'toggle' && a && (
        <ToggleActiveConfirm
          active={a.Active} name={t('account', { accountNo: a.AccountNo })} onClose={close} onDone={onWritten}
          write={() => courier<{ message: string; data: unknown }>('Accounts/Status', { method: 'PUT', body: { _id: a._id, Active: !a.Active } })}
        >
          {a.Active ? t('deactivateText', { company: a.CompanyName }) : t('activateText', { company: a.CompanyName })}
        </ToggleActiveConfirm>
      )}
    </>
  );
}

/**
 * Every email the courier sent or would send. Without SMTP_URL nothing
 * leaves the server, and this is where the Admin reads (and passes on) the
 * welcome emails with their one-time passwords.
 */
export function OutboxPanel({ onWritten }: PanelProps) {
  const t = useTranslations('admin.customers.outbox');
  const columns = useOutboxColumns();
  async function retry(m: OutboxMail) {
    try {
      toastResult({ message: await post('MailOutbox/Retry', { _id: m._id }) });
    } catch (err) {
      toastError(err);
    }
    onWritten();
  }
  return (
    <SearchableList
      path="MailOutbox" items="Mail" id="outbox" prefixed label={t('label')} searchLabel={t('search')} noun={t('noun')} columns={columns}
      statuses={{ all: t('statuses.all'), outbox: t('statuses.outbox'), sent: t('statuses.sent'), failed: t('statuses.failed') }} placeholder={t('placeholder')} emptyTitle={t('emptyTitle')}
      actions={(m) => m.Status === 'failed' && <RowAction label={t('sendAgain')} name={t('sendAgainName', { subject: m.Subject, to: m.To })} onClick={() => void retry(m)} />}
    />
  );
}
