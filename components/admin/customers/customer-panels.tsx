'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { ACTIVE_STATUSES, SearchableList } from '@/components/admin/searchable-list';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { RowAction } from '@/components/ui/button';
import { ToggleActiveConfirm } from '@/components/ui/confirm-write';
import { toastError } from '@/components/ui/notify';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { courier } from '@/lib/fetcher';
import { rejectRequestSchema, type CustomerAccount, type OutboxMail, type RegistrationRequest } from '@/lib/schemas/customers';
import { AccountUsersDialog } from './account-users-dialog';
import { ActivateDialog } from './activate-dialog';
import { accountColumns, outboxColumns, requestColumns } from './customer-columns';

interface PanelProps {
  onIssued: (login: IssuedLogin) => void;
  /** After a write: an activation changes the requests, the accounts and the outbox at once. */
  onWritten: () => void;
}

const reasonSchema = rejectRequestSchema.pick(['Reason']);
const post = async (path: string, body: object) => (await courier<{ message: string; data: unknown }>(path, { method: 'POST', body })).message;

/** The queue of account requests from /Register: activate (open the account) or reject. */
export function RequestsPanel({ onIssued, onWritten }: PanelProps) {
  const [dialog, setDialog] = useState<{ kind: 'activate' | 'reject'; request: RegistrationRequest } | null>(null);
  const close = () => setDialog(null);
  const r = dialog?.request;
  return (
    <>
      <SearchableList
        path="RegistrationRequests" items="Requests" id="requests" prefixed label="Registration requests" noun="requests" columns={requestColumns}
        statuses={{ all: 'All (pending first)', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }} placeholder="Company, name, user name or email"
        emptyTitle="No registration requests yet." emptyText="Requests made on the Register page wait here to be activated or rejected."
        actions={(request) =>
          request.Status === 'pending' && (
            <>
              <RowAction label="Activate" name={request.company_name} onClick={() => setDialog({ kind: 'activate', request })} />
              <RowAction label="Reject" name={request.company_name} tone="danger" onClick={() => setDialog({ kind: 'reject', request })} />
            </>
          )
        }
      />
      {dialog?.kind === 'activate' && <ActivateDialog request={dialog.request} onClose={close} onActivated={(login) => (onWritten(), onIssued(login))} />}
      {dialog?.kind === 'reject' && r && (
        <ReasonDialog
          id="reject-reason" title={`Reject ${r.company_name}`} label={`Reason (emailed to ${r.email})`} maxLength={500} schema={reasonSchema}
          keepLabel="Cancel" confirmLabel="Reject request" onClose={close} onChanged={onWritten}
          onConfirm={(Reason) => post('RegistrationRequests/Reject', { _id: r._id, Reason })}
        >
          {`No account is opened for ${r.full_name} (${r.username}).`}
        </ReasonDialog>
      )}
    </>
  );
}

/** Every customer account: its terms and users, and switching it off and on. */
export function AccountsPanel({ onIssued, onWritten }: PanelProps) {
  const [dialog, setDialog] = useState<{ kind: 'users' | 'toggle'; account: CustomerAccount } | null>(null);
  const close = () => setDialog(null);
  const a = dialog?.account;
  return (
    <>
      <SearchableList
        path="Accounts" id="accounts" prefixed statuses={ACTIVE_STATUSES} label="Customer accounts" noun="accounts" columns={accountColumns}
        placeholder="Account number, company or email" emptyTitle="No accounts yet." emptyText="Activating a registration request opens an account."
        actions={(account) => (
          <>
            <RowAction label="Users" name={`of account ${account.AccountNo}`} onClick={() => setDialog({ kind: 'users', account })} />
            <RowAction label={account.Active ? 'Deactivate' : 'Activate'} name={`account ${account.AccountNo}`} tone={account.Active ? 'danger' : 'default'} onClick={() => setDialog({ kind: 'toggle', account })} />
          </>
        )}
      />
      {dialog?.kind === 'users' && <AccountUsersDialog account={dialog.account} onClose={close} onIssued={onIssued} />}
      {dialog?.kind === 'toggle' && a && (
        <ToggleActiveConfirm
          active={a.Active} name={`account ${a.AccountNo}`} onClose={close} onDone={onWritten}
          write={() => courier<{ message: string; data: unknown }>('Accounts/Status', { method: 'PUT', body: { _id: a._id, Active: !a.Active } })}
        >
          {a.Active ? `Every user of ${a.CompanyName} is signed out at once and cannot sign in until the account is activated again.` : `The users of ${a.CompanyName} can sign in again.`}
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
  async function retry(m: OutboxMail) {
    try {
      toast.success(await post('MailOutbox/Retry', { _id: m._id }));
    } catch (err) {
      toastError(err);
    }
    onWritten();
  }
  return (
    <SearchableList
      path="MailOutbox" items="Mail" id="outbox" prefixed label="Mail outbox" searchLabel="Search mail" noun="messages" columns={outboxColumns}
      statuses={{ all: 'All', outbox: 'In the outbox', sent: 'Sent', failed: 'Failed' }} placeholder="Recipient or subject" emptyTitle="No mail yet."
      actions={(m) => m.Status === 'failed' && <RowAction label="Send again" name={`${m.Subject} to ${m.To}`} onClick={() => void retry(m)} />}
    />
  );
}
