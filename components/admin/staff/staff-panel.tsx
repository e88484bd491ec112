'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OneTimePasswordDialog, type IssuedLogin } from '@/components/sub-users/one-time-password';
import { Button, RowAction } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ToggleActiveConfirm } from '@/components/ui/confirm-write';
import { toastError } from '@/components/ui/notify';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { useList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import type { StaffMember } from '@/lib/schemas/courier';
import { useStaffColumns } from './staff-columns';
import { AddStaffDialog } from './staff-form';

interface StaffPanelProps {
  /** After a write (the Manage Customers tabs' shared refresh). */
  onWritten: () => void;
}

/**
 * Manage Customers → Staff (Admin): the Ops and Courier logins, which belong
 * to no account. Add one (its one-time password is shown once), deactivate
 * (signs them out at once) or reactivate, or reset a lost phone or password
 * (a new one-time password; two-factor sign-in is set up again).
 */
export function StaffPanel({ onWritten }: StaffPanelProps) {
  const t = useTranslations('admin.staff');
  const columns = useStaffColumns();
  const { data, error, isLoading, mutate } = useList<StaffMember[]>('Staff', {});
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'toggle' | 'reset'; member: StaffMember } | null>(null);
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  const close = () => setDialog(null);
  const written = () => {
    void mutate();
    onWritten();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-muted">{t('intro')}</p>
        <Button onClick={() => setDialog({ kind: 'add' })} className="max-sm:w-full">
          {t('add')}
        </Button>
      </div>
      <DataTable
        label={t('table')}
        columns={columns}
        rows={data?.data}
        rowKey={(m) => m._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
        actions={(m) => (
          <>
            <RowAction label={t('resetSignIn')} name={m.FullName} onClick={() => setDialog({ kind: 'reset', member: m })} />
            <RowAction label={m.Active ? t('deactivate') : t('reactivate')} name={m.FullName} tone={m.Active ? 'danger' : 'default'} onClick={() => setDialog({ kind: 'toggle', member: m })} />
          </>
        )}
      />
      {dialog?.kind === 'add' && <AddStaffDialog onClose={close} onAdded={(login) => (written(), setIssued(login))} />}
      {dialog?.kind === 'toggle' && (
        <ToggleActiveConfirm
          active={dialog.member.Active}
          name={dialog.member.FullName}
          onClose={close}
          onDone={written}
          write={() => courier<Envelope<StaffMember>>('Staff/Active', { method: 'PUT', body: { _id: dialog.member._id, Active: !dialog.member.Active } })}
        >
          {dialog.member.Active ? t('deactivateText', { name: dialog.member.FullName }) : t('reactivateText', { name: dialog.member.FullName })}
        </ToggleActiveConfirm>
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmDialog
          title={t('resetSignInTitle', { name: dialog.member.FullName })}
          confirmLabel={t('resetSignIn')}
          onClose={close}
          onConfirm={async () => {
            const member = dialog.member;
            try {
              const res = await courier<Envelope<{ user: StaffMember; OneTimePassword: string }>>('Staff/ResetSignIn', { method: 'POST', body: { _id: member._id } });
              close();
              written();
              setIssued({ fullName: member.FullName, username: member.Username, email: member.Email, password: res.data.OneTimePassword, reset: true });
            } catch (err) {
              toastError(err);
            }
          }}
        >
          {t('resetSignInText', { name: dialog.member.FullName })}
        </ConfirmDialog>
      )}
      {issued && <OneTimePasswordDialog issued={issued} title={issued.reset ? t('resetDone') : t('added')} onClose={() => setIssued(null)} />}
    </div>
  );
}
