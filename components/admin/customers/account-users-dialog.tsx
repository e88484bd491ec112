'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Modal } from '@/components/ui/modal';
import { errorMessage, toastError } from '@/components/ui/notify';
import { formatDubaiDateTime } from '@/components/pickups/dates';
import { Badge, cell, DataTable, RowButton } from '@/components/ui/data-table';
import { primaryButton, secondaryButton } from '@/components/sub-users/list-controls';
import type { IssuedLogin, MailStatus } from '@/components/sub-users/one-time-password';
import { courier } from '@/lib/fetcher';
import type { CustomerAccount } from '@/lib/schemas/customers';
import { PERMISSIONS, type SubUser } from '@/lib/schemas/users';
import { useAccountUsers } from './use-customers';

const HEADERS = ['User', 'Permissions', 'Status', 'Last sign-in', 'Actions'];

/**
 * An account's users (users/GetAllUserByAccountNo). The Admin can issue a new
 * one-time password, e.g. when the primary user has lost theirs; the
 * confirmation is a step inside this dialog rather than a second dialog.
 */
export function AccountUsersDialog({ account, onClose, onIssued }: { account: CustomerAccount; onClose: () => void; onIssued: (login: IssuedLogin) => void }) {
  const { data, error, isLoading } = useAccountUsers(account.AccountNo);
  const [confirming, setConfirming] = useState<SubUser | null>(null);
  const [busy, setBusy] = useState(false);

  async function reset(user: SubUser) {
    setBusy(true);
    try {
      const res = await courier<{ message: string; data: { OneTimePassword: string; Mail: MailStatus } }>('users/ResetPassword', { method: 'POST', body: { userId: user._id } });
      toast.success(res.message);
      onClose();
      onIssued({ fullName: user.full_name, username: user.username, email: user.email, password: res.data.OneTimePassword, mail: res.data.Mail, reset: true });
    } catch (err) {
      toastError(err);
      setBusy(false);
    }
  }

  return (
    <Modal title={`Users of account ${account.AccountNo}`} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-slate-700">{account.CompanyName}</p>
        {error && !data && <p role="alert" className="text-red-800">{errorMessage(error)}</p>}
        {confirming ? (
          <div className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p>{`Reset the password of ${confirming.full_name}? They are signed out and get a new one-time password, shown to you once and emailed to ${confirming.email}.`}</p>
            <div className="mt-3 flex justify-end gap-3">
              <button type="button" onClick={() => setConfirming(null)} className={secondaryButton}>
                Cancel
              </button>
              <button type="button" disabled={busy} onClick={() => void reset(confirming)} className={primaryButton}>
                Reset password
              </button>
            </div>
          </div>
        ) : (
          <DataTable
            label={`Users of account ${account.AccountNo}`}
            headers={HEADERS}
            loading={isLoading}
            minWidth="min-w-[40rem]"
            emptyText="This account has no users."
            rows={data?.data.Users.map((u) => (
              <tr key={u._id} className="border-t border-slate-200">
                <th scope="row" className={`${cell} font-normal`}>
                  <span className="block font-semibold text-slate-900">
                    {u.full_name} {u.Primary && <Badge tone="slate">Primary user</Badge>}
                  </span>
                  <span className="block font-mono text-slate-700">{u.username}</span>
                  <span className="block break-all text-slate-700">{u.email}</span>
                </th>
                <td className={cell}>{`${PERMISSIONS.filter((k) => u.dashboard[k]).length} of ${PERMISSIONS.length}`}</td>
                <td className={cell}>
                  {u.active ? <Badge tone="green">Active</Badge> : <Badge tone="red">Inactive</Badge>} {u.first && <Badge tone="amber">Password not yet changed</Badge>}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{u.LastLoginAt ? formatDubaiDateTime(u.LastLoginAt) : 'Never'}</td>
                <td className={cell}>
                  <RowButton label="Reset password" name={u.full_name} onClick={() => setConfirming(u)} />
                </td>
              </tr>
            ))}
          />
        )}
        <div className="flex justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
