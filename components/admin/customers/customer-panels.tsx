'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { SearchableList } from '@/components/admin/searchable-list';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { RowAction } from '@/components/ui/button';
import { ConfirmWrite } from '@/components/ui/confirm-write';
import { toastError } from '@/components/ui/notify';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { courier } from '@/lib/fetcher';
import { rejectRequestSchema, type CustomerAccount, type OutboxMail, type RegistrationRequest } from '@/lib/schemas/customers';
import { AccountUsersDialog } from './account-users-dialog';
import { ActivateDialog } from './activate-dialog';
import { accountColumns, OutboxActions, outboxColumns, requestColumns } from './customer-columns';

interface PanelProps {
  onIssued: (login: IssuedLogin) => void;
  /** After a write: an activation changes the requests, the accounts and the outbox at once. */
  onWritten: () => void;
}

const reasonSchema = rejectRequestSchema.pick(['Reason']);

/** The queue of account requests from /Register: activate (open the account) or reject. */
export function RequestsPanel({ onIssued, onWritten }: PanelProps) {
  const [dialog, setDialog] = useState<{ kind: 'activate' | 'reject'; request: RegistrationRequest } | null>(null);
  const request = dialog?.request;
  return (
    <>
      <SearchableList
        path="RegistrationRequests"
        items="Requests"
        id="requests"
        prefixed
        statuses={{ all: 'All (pending first)', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }}
        label="Registration requests"
        searchLabel="Search requests"
        placeholder="Company, name, user name or email"
        noun="requests"
        emptyTitle="No registration requests yet."
        emptyText="Requests made on the Register page wait here to be activated or rejected."
        columns={requestColumns}
        actions={(r) =>
          r.Status === 'pending' && (
            <>
              <RowAction label="Activate" name={r.company_name} onClick={() => setDialog({ kind: 'activate', request: r })} />
              <RowAction label="Reject" name={r.company_name} tone="danger" onClick={() => setDialog({ kind: 'reject', request: r })} />
            </>
          )
        }
      />
      {dialog?.kind === 'activate' && <ActivateDialog request={dialog.request} onClose={() => setDialog(null)} onActivated={(login) => (onWritten(), onIssued(login))} />}
      {dialog?.kind === 'reject' && request && (
        <ReasonDialog
          id="reject-reason"
          title={`Reject ${request.company_name}`}
          label={`Reason (emailed to ${request.email})`}
          maxLength={500}
          schema={reasonSchema}
          keepLabel="Cancel"
          confirmLabel="Reject request"
          onConfirm={async (Reason) => (await courier<{ message: string }>('RegistrationRequests/Reject', { method: 'POST', body: { _id: request._id, Reason } })).message}
          onClose={() => setDialog(null)}
          onChanged={onWritten}
        >
          {`No account is opened for ${request.full_name} (${request.username}).`}
        </ReasonDialog>
      )}
    </>
  );
}

/** Every customer account: its terms and users, and switching it off and on. */
export function AccountsPanel({ onIssued, onWritten }: PanelProps) {
  const [dialog, setDialog] = useState<{ kind: 'users' | 'toggle'; account: CustomerAccount } | null>(null);
  const account = dialog?.account;
  const verb = account?.Active ? 'Deactivate' : 'Activate';
  return (
    <>
      <SearchableList
        path="Accounts"
        items="Accounts"
        id="accounts"
        prefixed
        statuses={{ all: 'All', active: 'Active', inactive: 'Inactive' }}
        label="Customer accounts"
        searchLabel="Search accounts"
        placeholder="Account number, company or email"
        noun="accounts"
        emptyTitle="No accounts yet."
        emptyText="Activating a registration request opens an account."
        columns={accountColumns}
        actions={(a) => (
          <>
            <RowAction label="Users" name={`of account ${a.AccountNo}`} onClick={() => setDialog({ kind: 'users', account: a })} />
            <RowAction label={a.Active ? 'Deactivate' : 'Activate'} name={`account ${a.AccountNo}`} tone={a.Active ? 'danger' : 'default'} onClick={() => setDialog({ kind: 'toggle', account: a })} />
          </>
        )}
      />
      {dialog?.kind === 'users' && <AccountUsersDialog account={dialog.account} onClose={() => setDialog(null)} onIssued={onIssued} />}
      {dialog?.kind === 'toggle' && account && (
        <ConfirmWrite
          title={`${verb} account ${account.AccountNo}?`}
          confirmLabel={verb}
          danger={account.Active}
          onClose={() => setDialog(null)}
          write={() => courier<{ message: string; data: unknown }>('Accounts/Status', { method: 'PUT', body: { _id: account._id, Active: !account.Active } })}
          onDone={onWritten}
        >
          {account.Active
            ? `Every user of ${account.CompanyName} is signed out at once and cannot sign in until the account is activated again.`
            : `The users of ${account.CompanyName} can sign in again.`}
        </ConfirmWrite>
      )}
    </>
  );
}

/**
 * Every email the courier sent or would send. Without SMTP_URL nothing
 * leaves the server, and this is where the Admin reads (and passes on) the
 * welcome emails with their one-time passwords.
 */
export function OutboxPanel({ onWritten }: Pick<PanelProps, 'onWritten'>) {
  async function retry(m: OutboxMail) {
    try {
      toast.success((await courier<{ message: string }>('MailOutbox/Retry', { method: 'POST', body: { _id: m._id } })).message);
    } catch (err) {
      toastError(err);
    }
    onWritten();
  }
  return (
    <SearchableList
      path="MailOutbox"
      items="Mail"
      id="outbox"
      prefixed
      statuses={{ all: 'All', outbox: 'In the outbox', sent: 'Sent', failed: 'Failed' }}
      label="Mail outbox"
      searchLabel="Search mail"
      placeholder="Recipient or subject"
      noun="messages"
      emptyTitle="No mail yet."
      columns={outboxColumns}
      actions={(m) => <OutboxActions mail={m} onRetry={(mail) => void retry(mail)} />}
    />
  );
}
