'use client';

import { toast } from 'sonner';
import { courier } from '@/lib/fetcher';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { toastError } from '@/components/ui/notify';
import { ServiceTypeForm, writableFields } from './service-type-form';
import type { Envelope, ServiceType } from './types';

export type DialogState =
  | { kind: 'add' }
  | { kind: 'edit'; st: ServiceType }
  | { kind: 'toggle'; st: ServiceType }
  | { kind: 'delete'; st: ServiceType };

interface RowDialogsProps {
  dialog: DialogState;
  onClose: () => void;
  /** Called after every successful write, to refresh the list. */
  onWritten: () => void;
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
export function RowDialogs({ dialog, onClose, onWritten }: RowDialogsProps) {
  const saved = () => {
    onWritten();
    onClose();
  };

  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const editing = dialog.kind === 'edit' ? dialog.st : undefined;
    return (
      <Modal title={editing ? `Edit service type ${editing.ServiceCode}` : 'Add service type'} onClose={onClose}>
        <ServiceTypeForm editing={editing} onSaved={saved} onCancel={onClose} />
      </Modal>
    );
  }

  const { st } = dialog;
  if (dialog.kind === 'toggle') {
    const verb = st.Active ? 'Deactivate' : 'Activate';
    return (
      <ConfirmDialog
        title={`${verb} ${st.ServiceCode}?`}
        confirmLabel={verb}
        danger={st.Active}
        onClose={onClose}
        onConfirm={() =>
          run(
            () => courier<Envelope<ServiceType>>('ServiceTypes', { method: 'PUT', body: { _id: st._id, ...writableFields(st), Active: !st.Active } }),
            (res) => {
              toast.success(res.message);
              onWritten();
            },
          )
        }
      >
        {st.Active
          ? `${st.ServiceName} will no longer be offered in the rate finders or for new bookings. Existing shipments keep it.`
          : `${st.ServiceName} will be offered again in the rate finders and for new bookings.`}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      title={`Delete ${st.ServiceCode}?`}
      confirmLabel="Delete"
      danger
      onClose={onClose}
      onConfirm={() =>
        run(
          () => courier<Envelope<{ _id: string; Deleted: boolean }>>(`ServiceTypes?${new URLSearchParams({ _id: st._id })}`, { method: 'DELETE' }),
          (res) => {
            // A type used by shipments is deactivated instead: the server's message says so.
            if (res.data.Deleted) toast.success(res.message);
            else toast.warning(res.message);
            onWritten();
          },
        )
      }
    >
      {`${st.ServiceName} and its rate card will be deleted. A service type already used by shipments is deactivated instead.`}
    </ConfirmDialog>
  );
}
