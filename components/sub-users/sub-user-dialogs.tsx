'use client';

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
  return (
    <ConfirmWrite
      title={`Reset the password of ${user.full_name}?`}
      confirmLabel="Reset password"
      onClose={onClose}
      write={() => courier<{ message: string; data: { OneTimePassword: string; Mail: MailStatus } }>('users/ResetPassword', { method: 'POST', body: { userId: user._id } })}
      onDone={({ data }) => onIssued({ fullName: user.full_name, username: user.username, email: user.email, password: data.OneTimePassword, mail: data.Mail, reset: true })}
    >
      {`${user.full_name} will be signed out and gets a new one-time password, shown to you once and emailed to ${user.email}.`}
    </ConfirmWrite>
  );
}

/** The dialog the list has opened: the add/edit form or a confirmation. */
export function SubUserDialogs({ dialog, caller, onClose, onWritten }: SubUserDialogsProps) {
  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const editing = dialog.kind === 'edit' ? dialog.user : undefined;
    return (
      <Dialog title={editing ? `Edit ${editing.full_name}` : 'Add user'} onClose={onClose}>
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
    const verb = user.active ? 'Deactivate' : 'Activate';
    return (
      <ConfirmWrite
        title={`${verb} ${user.full_name}?`}
        confirmLabel={verb}
        danger={user.active}
        onClose={onClose}
        write={() => courier<{ message: string; data: SubUser }>('users', { method: 'PUT', body: { userId: user._id, active: !user.active } })}
        onDone={written}
      >
        {user.active
          ? `${user.full_name} will be signed out at once and cannot sign in until activated again.`
          : `${user.full_name} will be able to sign in again with their current password.`}
      </ConfirmWrite>
    );
  }
  // A login that shipments or pickups name is deactivated instead: the message says so.
  return (
    <DeleteOrDeactivateConfirm name={user.full_name} path="users" query={{ userId: user._id }} onClose={onClose} onDone={written}>
      {`The login ${user.username} will be removed. If it has already created shipments, pickups or addresses it is deactivated instead, so those records keep its name.`}
    </DeleteOrDeactivateConfirm>
  );
}
