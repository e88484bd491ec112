'use client';

import { useTranslations } from 'next-intl';
import { ConfirmWrite, DeleteOrDeactivateConfirm } from '@/components/ui/confirm-write';
import { Dialog } from '@/components/ui/dialog';
import { courier } from '@/lib/fetcher';
import type { PermissionSet, SubUser } from '@/lib/schemas/users';
import type { IssuedLogin, MailStatus } from './one-time-password';
import { SubUserForm } from './sub-user-form';

export type SubUserDialog = { kind: 'add' } | { kind: 'edit' | 'toggle' | 'reset' | 'delete'; user: SubUser };

interface SubUserDialogsProps {
  dialog: SubUserDialog;
  caller: { id: string; permissions: PermissionSet };
  onClose: () => void;
  /** After every successful write; `issued` when a one-time password must be shown. */
  onWritten: (issued?: IssuedLogin) => void;
}

/** "Reset the password of …?": a new one-time password, here and for the Admin's account users. */
export function ResetPasswordConfirm({ user, onClose, onIssued }: { user: SubUser; onClose: () => void; onIssued: (issued: IssuedLogin) => void }) {
  const t = useTranslations('subUsers.dialogs');
  return (
    <ConfirmWrite
      title={t('resetTitle', { name: user.full_name })}
      confirmLabel={t('resetConfirm')}
      onClose={onClose}
      write={() => courier<{ message: string; data: { OneTimePassword: string; Mail: MailStatus } }>('users/ResetPassword', { method: 'POST', body: { userId: user._id } })}
      onDone={({ data }) => onIssued({ fullName: user.full_name, username: user.username, email: user.email, password: data.OneTimePassword, mail: data.Mail, reset: true })}
    >
      {t.rich('resetText', { name: user.full_name, email: user.email, ltr: (c) => <bdi>{c}</bdi> })}
    </ConfirmWrite>
  );
}

/** The dialog the list has opened: the add/edit form or a confirmation. */
export function SubUserDialogs({ dialog, caller, onClose, onWritten }: SubUserDialogsProps) {
  const t = useTranslations('subUsers.dialogs');
  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const editing = dialog.kind === 'edit' ? dialog.user : undefined;
    return (
      <Dialog title={editing ? t('editTitle', { name: editing.full_name }) : t('addTitle')} onClose={onClose}>
        <SubUserForm
          editing={editing}
          caller={caller}
          onCancel={onClose}
          onSaved={(issued) => {
            onClose();
            onWritten(issued);
          }}
        />
      </Dialog>
    );
  }

  const { user } = dialog;
  const written = () => onWritten();
  if (dialog.kind === 'reset') return <ResetPasswordConfirm user={user} onClose={onClose} onIssued={onWritten} />;
  if (dialog.kind === 'toggle') {
    return (
      <ConfirmWrite
        title={t(user.active ? 'deactivateTitle' : 'activateTitle', { name: user.full_name })}
        confirmLabel={t(user.active ? 'deactivate' : 'activate')}
        danger={user.active}
        onClose={onClose}
        write={() => courier<{ message: string; data: SubUser }>('users', { method: 'PUT', body: { userId: user._id, active: !user.active } })}
        onDone={written}
      >
        {t(user.active ? 'deactivateText' : 'activateText', { name: user.full_name })}
      </ConfirmWrite>
    );
  }
  // A login that shipments or pickups name is deactivated instead: the message says so.
  return (
    <DeleteOrDeactivateConfirm name={user.full_name} path="users" query={{ userId: user._id }} onClose={onClose} onDone={written}>
      {t.rich('deleteText', { username: user.username, ltr: (c) => <bdi>{c}</bdi> })}
    </DeleteOrDeactivateConfirm>
  );
}
