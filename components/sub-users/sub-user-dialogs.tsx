'use client';

import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { toastError } from '@/components/ui/notify';
import { courier } from '@/lib/fetcher';
import type { PermissionSet, SubUser } from '@/lib/schemas/users';
import type { IssuedLogin, MailStatus } from './one-time-password';
import { SubUserForm } from './sub-user-form';
import type { Envelope } from './use-sub-users';

export type SubUserDialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: SubUser }
  | { kind: 'toggle'; user: SubUser }
  | { kind: 'reset'; user: SubUser }
  | { kind: 'delete'; user: SubUser };

interface SubUserDialogsProps {
  dialog: SubUserDialog;
  caller: { id: string; permissions: PermissionSet };
  onClose: () => void;
  /** After every successful write; `issued` when a one-time password must be shown. */
  onWritten: (issued?: IssuedLogin) => void;
}

/** Rethrows after the toast so the confirmation stays open on failure. */
async function run<T>(call: () => Promise<Envelope<T>>, onDone: (res: Envelope<T>) => void) {
  try {
    onDone(await call());
  } catch (err) {
    toastError(err);
    throw err;
  }
}

/** The dialog the list has opened: the add/edit form or a confirmation. */
export function SubUserDialogs({ dialog, caller, onClose, onWritten }: SubUserDialogsProps) {
  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const editing = dialog.kind === 'edit' ? dialog.user : undefined;
    return (
      <Modal title={editing ? `Edit ${editing.full_name}` : 'Add user'} onClose={onClose}>
        <SubUserForm
          editing={editing}
          caller={caller}
          onCancel={onClose}
          onSaved={(issued) => {
            onClose();
            onWritten(issued);
          }}
        />
      </Modal>
    );
  }

  const { user } = dialog;
  if (dialog.kind === 'toggle') {
    const verb = user.active ? 'Deactivate' : 'Activate';
    return (
      <ConfirmDialog
        title={`${verb} ${user.full_name}?`}
        confirmLabel={verb}
        danger={user.active}
        onClose={onClose}
        onConfirm={() =>
          run(
            () => courier<Envelope<SubUser>>('users', { method: 'PUT', body: { userId: user._id, active: !user.active } }),
            (res) => {
              toast.success(res.message);
              onWritten();
            },
          )
        }
      >
        {user.active
          ? `${user.full_name} will be signed out at once and cannot sign in until activated again.`
          : `${user.full_name} will be able to sign in again with their current password.`}
      </ConfirmDialog>
    );
  }

  if (dialog.kind === 'reset') {
    return (
      <ConfirmDialog
        title={`Reset the password of ${user.full_name}?`}
        confirmLabel="Reset password"
        onClose={onClose}
        onConfirm={() =>
          run(
            () => courier<Envelope<{ user: SubUser; OneTimePassword: string; Mail: MailStatus }>>('users/ResetPassword', { method: 'POST', body: { userId: user._id } }),
            (res) => {
              toast.success(res.message);
              onWritten({ fullName: user.full_name, username: user.username, email: user.email, password: res.data.OneTimePassword, mail: res.data.Mail, reset: true });
            },
          )
        }
      >
        {`${user.full_name} will be signed out and gets a new one-time password, shown to you once and emailed to ${user.email}.`}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      title={`Delete ${user.full_name}?`}
      confirmLabel="Delete"
      danger
      onClose={onClose}
      onConfirm={() =>
        run(
          () => courier<Envelope<{ userId: string; Deleted: boolean }>>(`users?${new URLSearchParams({ userId: user._id })}`, { method: 'DELETE' }),
          (res) => {
            // A login that shipments or pickups name is deactivated instead: the message says so.
            if (res.data.Deleted) toast.success(res.message);
            else toast.warning(res.message);
            onWritten();
          },
        )
      }
    >
      {`The login ${user.username} will be removed. If it has already created shipments, pickups or addresses it is deactivated instead, so those records keep its name.`}
    </ConfirmDialog>
  );
}
