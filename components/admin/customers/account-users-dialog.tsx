'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { useUserColumns } from '@/components/sub-users/sub-user-columns';
import { ResetPasswordConfirm } from '@/components/sub-users/sub-user-dialogs';
import { Button, RowAction } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { useList } from '@/components/ui/use-list';
import type { CustomerAccount } from '@/lib/schemas/customers';
import type { SubUser } from '@/lib/schemas/users';

/**
 * An account's users (users/GetAllUserByAccountNo). The Admin can issue a new
 * one-time password, e.g. when the primary user has lost theirs. The
 * confirmation stacks on top of this dialog, outside it (its keys are its own).
 */
export function AccountUsersDialog({ account, onClose, onIssued }: { account: CustomerAccount; onClose: () => void; onIssued: (login: IssuedLogin) => void }) {
  const t = useTranslations('admin.customers.users');
  const ui = useTranslations('ui');
  const columns = useUserColumns();
  const { data, error, isLoading, mutate } = useList<{ Users: SubUser[] }>('users/GetAllUserByAccountNo', { AccountNo: account.AccountNo });
  const [resetting, setResetting] = useState<SubUser | null>(null);
  const title = t('title', { accountNo: account.AccountNo });
  return (
    <>
      <Dialog title={title} onClose={onClose}>
        <p className="mb-4 text-muted">{account.CompanyName}</p>
        <DataTable
          label={title} columns={columns} rows={data?.data.Users} rowKey={(u) => u._id} loading={isLoading} error={error} onRetry={() => void mutate()}
          empty={t('empty')} actions={(u) => <RowAction label={t('resetPassword')} name={u.full_name} onClick={() => setResetting(u)} />}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>{ui('close')}</Button>
        </DialogActions>
      </Dialog>
      {resetting && <ResetPasswordConfirm user={resetting} onClose={() => setResetting(null)} onIssued={(login) => (onClose(), onIssued(login))} />}
    </>
  );
}
