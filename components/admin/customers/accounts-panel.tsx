'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/components/ui/notify';
import { formatDubaiDate } from '@/components/pickups/dates';
import { Badge, cell, DataTable, RowButton } from '@/components/ui/data-table';
import { SearchBox, StatusSelect } from '@/components/sub-users/list-controls';
import { ListFrame } from '@/components/sub-users/list-frame';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { useListState, useStepBack } from '@/components/sub-users/use-list-state';
import { courier } from '@/lib/fetcher';
import { formatAed } from '@/lib/money';
import { PAYMENT_TYPE_NAMES, type CustomerAccount } from '@/lib/schemas/customers';
import { AccountUsersDialog } from './account-users-dialog';
import { useAccountList } from './use-customers';

type Filter = 'all' | 'active' | 'inactive';
const STATUS: Record<Filter, string> = { all: 'All', active: 'Active', inactive: 'Inactive' };
const HEADERS = ['Account', 'Payment terms', 'Users', 'Status', 'Opened', 'Actions'];

/** Every customer account: its terms and users, and switching it off and on. */
export function AccountsPanel({ onIssued, onWritten }: { onIssued: (login: IssuedLogin) => void; onWritten: () => void }) {
  const ls = useListState<Filter>('all');
  const [dialog, setDialog] = useState<{ kind: 'users' | 'toggle'; account: CustomerAccount } | null>(null);
  const { data, error, isLoading, mutate } = useAccountList(ls.query);
  const list = data?.data;
  useStepBack(list, list?.Accounts.length, ls.page, ls.setPage);

  async function toggle(a: CustomerAccount) {
    try {
      const res = await courier<{ message: string }>('Accounts/Status', { method: 'PUT', body: { _id: a._id, Active: !a.Active } });
      toast.success(res.message);
      onWritten();
    } catch (err) {
      toastError(err);
      throw err;
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox id="accounts-search" label="Search accounts" value={ls.search} onChange={ls.onSearch} placeholder="Account number, company or email" />
        <StatusSelect id="accounts-status" value={ls.status} options={STATUS} onChange={ls.onStatus} />
      </div>
      <ListFrame
        error={error}
        hasData={!!list}
        retry={() => void mutate()}
        pager={list && { label: 'Account pages', page: list.Page, limit: list.Limit, total: list.Total, onPage: ls.setPage }}
      >
        <DataTable
          label="Customer accounts"
          headers={HEADERS}
          loading={isLoading}
          emptyText={ls.debounced || ls.status !== 'all' ? 'No accounts match your search.' : 'No accounts yet.'}
          rows={list?.Accounts.map((a) => (
            <tr key={a._id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold text-slate-900">
                  {a.AccountNo} · {a.CompanyName}
                </span>
                {a.Email && <span className="block break-all text-slate-700">{a.Email}</span>}
                {a.Trn && <span className="block text-slate-700">TRN {a.Trn}</span>}
              </th>
              <td className={cell}>
                <span className="block">{PAYMENT_TYPE_NAMES[a.PaymentType]}</span>
                <span className="block text-slate-700">{a.PaymentType === 'PD' ? `Credit limit ${formatAed(a.CreditLimit)}` : `Balance ${formatAed(a.Balance)}`}</span>
              </td>
              <td className={cell}>
                <span className="block">{a.Users}</span>
                {a.PrimaryUser && <span className="block text-slate-700">{a.PrimaryUser.full_name}</span>}
              </td>
              <td className={cell}>{a.Active ? <Badge tone="green">Active</Badge> : <Badge tone="red">Inactive</Badge>}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDubaiDate(a.CreatedAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <RowButton label="Users" name={`of account ${a.AccountNo}`} onClick={() => setDialog({ kind: 'users', account: a })} />
                <RowButton
                  label={a.Active ? 'Deactivate' : 'Activate'}
                  name={`account ${a.AccountNo}`}
                  onClick={() => setDialog({ kind: 'toggle', account: a })}
                  className={a.Active ? 'text-red-800' : 'text-brand-800'}
                />
              </td>
            </tr>
          ))}
        />
      </ListFrame>
      {dialog?.kind === 'users' && <AccountUsersDialog account={dialog.account} onClose={() => setDialog(null)} onIssued={onIssued} />}
      {dialog?.kind === 'toggle' && (
        <ConfirmDialog
          title={`${dialog.account.Active ? 'Deactivate' : 'Activate'} account ${dialog.account.AccountNo}?`}
          confirmLabel={dialog.account.Active ? 'Deactivate' : 'Activate'}
          danger={dialog.account.Active}
          onClose={() => setDialog(null)}
          onConfirm={() => toggle(dialog.account)}
        >
          {dialog.account.Active
            ? `Every user of ${dialog.account.CompanyName} is signed out at once and cannot sign in until the account is activated again.`
            : `The users of ${dialog.account.CompanyName} can sign in again.`}
        </ConfirmDialog>
      )}
    </div>
  );
}
